import { z } from 'zod';

/**
 * A decimal number written as a string ("100", "-0.000000000000000001").
 * Money and rates travel in this form so no float ever touches them.
 */
export const DecimalString = z
  .string()
  .regex(/^-?\d{1,30}(\.\d{1,18})?$/, 'Must be a decimal number with at most 18 decimals');

/** A decimal string, as validated by {@link DecimalString}. */
export type DecimalString = z.infer<typeof DecimalString>;
