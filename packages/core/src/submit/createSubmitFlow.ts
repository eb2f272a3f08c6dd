import { createStore, type StoreApi } from 'zustand/vanilla';
import { classifyError, type FieldErrors } from '../errors/classifyError.js';
import { ERROR_TEXT } from '../errors/texts.js';
import { toErrorResponse } from '../errors/toErrorResponse.js';
import type { Otp } from '../otp/createOtp.js';

/** A dialog the form shows after a submit error (PP-8-08, PP-8-09). */
export type SubmitDialog = { kind: 'unauthorized'; message: string } | { kind: 'duplicate' };

/** Submit flow state (PP-4.1). */
export interface SubmitState<D, R> {
  /** The draft being edited; reset to defaults after success (PP-4.1-04). */
  draft: D;
  /** idle, submitting, then done or error, and always back to idle (PP-4.1-01). */
  status: 'idle' | 'submitting' | 'done' | 'error';
  /** How the last submit ended, kept after the status is back to idle. */
  outcome: 'done' | 'error' | null;
  /** Field errors, each field's messages joined by newlines (PP-5-02). */
  errors: FieldErrors;
  /** The overall error message, or null. */
  message: string | null;
  /** A dialog to show, or null. */
  dialog: SubmitDialog | null;
  /** True while the pending submit waits for a two-factor code (PP-4.2-02). */
  awaitingCode: boolean;
  /** The last successful result. */
  result: R | null;
}

/** Options of {@link createSubmitFlow}. */
export interface SubmitFlowOptions<D, R> {
  /** Defaults of the draft (PP-3.3). */
  defaults: () => D;
  /** Sends the draft; throw the request's error as is (an ofetch FetchError). */
  send: (draft: D) => Promise<R>;
  /** The client's OTP challenge: a fresh code resubmits the pending form. */
  otp?: Otp;
  /** Called when a submit starts (pause the rates for 30 s here, PP-4.1-05). */
  onSubmit?: () => void;
  /** Called with the result after success. */
  onSuccess?: (result: R) => void;
  /** Where 'Form already submitted' goes (PP-4.1-02); defaults to console.info. */
  log?: (message: string) => void;
}

/** A submit flow of one form. */
export interface SubmitFlow<D, R> {
  /** The vanilla zustand store of {@link SubmitState}. */
  store: StoreApi<SubmitState<D, R>>;
  /** Merges fields into the draft; setting bypass_duplicate_check resubmits (PP-4.2-01). */
  setDraft(patch: Partial<D>): void;
  /** Submits the draft; ignored while submitting (PP-4.1-02); may be retried after an error (PP-4.1-03). */
  submit(): Promise<void>;
  /** Confirms the duplicate dialog: sets bypass_duplicate_check and resubmits (PP-8-09). */
  confirmDuplicate(): void;
  /** Closes the current dialog. */
  dismissDialog(): void;
  /** Stops listening to the OTP challenge. */
  dispose(): void;
}

/** Creates the submit state machine of one form (PP-4.1, PP-4.2, PP-8 on submit). */
export function createSubmitFlow<D extends object, R = unknown>(
  options: SubmitFlowOptions<D, R>,
): SubmitFlow<D, R> {
  const log = options.log ?? ((m: string) => console.info(m));
  const store = createStore<SubmitState<D, R>>(() => ({
    draft: options.defaults(),
    status: 'idle',
    outcome: null,
    errors: {},
    message: null,
    dialog: null,
    awaitingCode: false,
    result: null,
  }));

  const finish = (outcome: 'done' | 'error', patch: Partial<SubmitState<D, R>>) => {
    store.setState({ ...patch, status: outcome, outcome });
    store.setState({ status: 'idle' });
  };

  async function submit(): Promise<void> {
    if (store.getState().status === 'submitting') {
      log(ERROR_TEXT.formAlreadySubmitted);
      return;
    }
    store.setState({
      status: 'submitting',
      errors: {},
      message: null,
      dialog: null,
      awaitingCode: false,
    });
    options.onSubmit?.();
    let result: R;
    try {
      result = await options.send(store.getState().draft);
    } catch (error) {
      const codeSubmitted = !!(error as { otpSent?: boolean } | null)?.otpSent;
      const o = classifyError(toErrorResponse(error), { during: 'submit', codeSubmitted });
      if (o.kind === 'otp-required') finish('error', { awaitingCode: true });
      else if (o.kind === 'duplicate') finish('error', { dialog: { kind: 'duplicate' } });
      else if (o.kind === 'unauthorized')
        finish('error', { dialog: { kind: 'unauthorized', message: o.message } });
      else if (o.kind === 'validation') finish('error', { errors: o.fields, message: o.message });
      else finish('error', {});
      return;
    }
    options.otp?.resolve();
    finish('done', { result, draft: options.defaults() });
    options.onSuccess?.(result);
  }

  const offCode = options.otp?.onCode(() => {
    if (store.getState().awaitingCode) void submit();
  });
  const offCancel = options.otp?.onCancel(() => store.setState({ awaitingCode: false }));

  const flow: SubmitFlow<D, R> = {
    store,
    setDraft(patch) {
      const before = (store.getState().draft as { bypass_duplicate_check?: unknown })
        .bypass_duplicate_check;
      store.setState({ draft: { ...store.getState().draft, ...patch } });
      const after = (patch as { bypass_duplicate_check?: unknown }).bypass_duplicate_check;
      if (after === true && before !== true) void submit();
    },
    submit,
    confirmDuplicate() {
      store.setState({ dialog: null });
      flow.setDraft({ bypass_duplicate_check: true } as unknown as Partial<D>);
    },
    dismissDialog() {
      store.setState({ dialog: null });
    },
    dispose() {
      offCode?.();
      offCancel?.();
    },
  };
  return flow;
}
