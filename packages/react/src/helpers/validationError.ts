/**
 * The error a form's own check throws into the submit flow before anything is sent: read
 * like a server's 422 (`{ message, errors: { field: [messages] } }`), so the fields show
 * their messages the same way.
 */
export function validationError(errors: Record<string, string[]>, message: string) {
  return { status: 422, data: { message, errors } };
}
