/**
 * Codes of the error catalogue's own messages (PP-8): core hands these over, never English
 * sentences, and the widgets' catalogues hold their words (the spec's exact English in `en`).
 * A message core passes on is either one of these codes or a server's own text, as it came.
 */
export const ERROR_CODE = Object.freeze({
  serverError: 'error.serverError',
  serverErrorButton: 'error.serverErrorButton',
  maintenance: 'error.maintenance',
  remotePortal: 'error.remotePortal',
  unauthorized: 'error.unauthorized',
  unexpected: 'error.unexpected',
  unknown: 'error.unknown',
  codeAccepted: 'error.codeAccepted',
  /** A code's resubmission got no answer in time (ours: the spec quotes no text for it). */
  codeNoAnswer: 'error.codeNoAnswer',
  /** The items lookup was given an id that is not an array (PP-5-24). */
  itemsIdArray: 'error.itemsIdArray',
  /** A screen's script chunk failed or timed out (PP-9-12, PP-9-13). */
  chunkFailed: 'error.chunkFailed',
  /** A refused field that was left empty (issue 38: never the server's own words). */
  fieldRequired: 'error.fieldRequired',
  /** A refused amount. */
  fieldAmount: 'error.fieldAmount',
  /** A refused e-mail address. */
  fieldEmail: 'error.fieldEmail',
  /** Any other refused field; its `{label}` is filled where the field is shown. */
  fieldInvalid: 'error.fieldInvalid',
  /** The summary of a refused submit that came with a message (the server's is not shown). */
  refused: 'error.refused',
} as const);

/** One of core's message codes. */
export type ErrorCode = (typeof ERROR_CODE)[keyof typeof ERROR_CODE];

const codes: ReadonlySet<string> = new Set(Object.values(ERROR_CODE));

/** True when a message is one of core's codes (to translate) rather than a server's text. */
export function isErrorCode(message: string): message is ErrorCode {
  return codes.has(message);
}

/**
 * A text core hands over with values: the catalogue code and what fills its `{placeholders}`
 * (`{ code: 'wallet.created', params: { name } }`). The widgets translate it; the English is
 * only in their `en` catalogue.
 */
export interface CoreMessage<C extends string = string> {
  /** The catalogue key. */
  readonly code: C;
  /** Values of the text's placeholders, by name. */
  readonly params?: Readonly<Record<string, string>>;
}
