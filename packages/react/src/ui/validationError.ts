/** Field errors the same shape as a server's 422 body (`errors`): field to its messages. */
export type FieldMessages = Record<string, string[]>;

/**
 * The error a client check throws into the submit flow (`send`): read like a server's 422,
 * so a form's own checks and the server's show beside the fields the same way.
 */
export function validationError(errors: FieldMessages, message: string) {
  // `own`: its texts are the catalogue's already; a server's are replaced (issue 38).
  return { status: 422, data: { message, errors }, own: true };
}
