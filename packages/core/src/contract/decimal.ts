import { z } from './zod.js';

/**
 * A decimal number written as a string ("100", "-0.000000000000000001").
 * Money and rates travel in this form so no float ever touches them. At most 18 digits on
 * either side of the point: what the API's NUMERIC(36,18) columns hold, so an amount that
 * passes can never overflow one (R15.8).
 */
export const DecimalString = z
  .string()
  .regex(
    /^-?\d{1,18}(\.\d{1,18})?$/,
    'Must be a decimal number with at most 18 digits before and 18 after the point',
  );

/** A decimal string, as validated by {@link DecimalString}. */
export type DecimalString = z.infer<typeof DecimalString>;
