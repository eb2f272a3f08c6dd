/** Exact texts of the error catalogue (PP-8). */
export const ERROR_TEXT = Object.freeze({
  serverError: 'Server Error, please try again later',
  serverErrorButton: 'Ok, got it!',
  maintenance: 'Maintenance mode',
  remotePortal: 'Remote portal is unavailable. Please try again later',
  unauthorized: 'Unauthorized',
  unexpected: 'Unexpected error occurred. Please try again later',
  unknown: 'Unknown error',
  codeAccepted: 'Code accepted. Verification process...',
  /** A code's resubmission got no answer in time (ours: the spec quotes no text for it). */
  codeNoAnswer: 'The server did not answer in time. Enter the code again to retry.',
  formAlreadySubmitted: 'Form already submitted',
});
