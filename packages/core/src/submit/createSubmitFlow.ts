import { createStore, type StoreApi } from 'zustand/vanilla';
import { classifyError, type FieldErrors } from '../errors/classifyError.js';
import { failureOf, type HostFailure } from '../errors/hostFailure.js';
import { ERROR_CODE } from '../errors/texts.js';
import { toErrorResponse } from '../errors/toErrorResponse.js';
import type { Otp, OtpSummary } from '../otp/createOtp.js';

/** A dialog the form shows after a submit error (PP-8-08, PP-8-09). */
type SubmitDialog = { kind: 'unauthorized'; message: string } | { kind: 'duplicate' };

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

/** How long a resubmission with a two-factor code may wait for its answer. */
const CODE_RESUBMIT_TIMEOUT_MS = 30_000;
/** Logged (for the developer, not shown) when a form is sent while it is being sent (PP-8). */
const ALREADY_SUBMITTED_LOG = 'Form already submitted';

/** What one send of the draft carries besides it. */
export interface SendRequest {
  /**
   * The two-factor code: set only on the resubmission of the challenged request, to be sent
   * as its one-time-code header (`client.http`'s `otpCode` option), never on another request.
   */
  otpCode?: string;
  /** Aborts the request: the answer is no longer awaited (timeout, or the code dialog closed). */
  signal?: AbortSignal;
}

/** Options of {@link createSubmitFlow}. */
export interface SubmitFlowOptions<D, R> {
  /** Defaults of the draft (PP-3.3). */
  defaults: () => D;
  /**
   * Sends the draft; pass `request` on to the request (`{ ...request, method, body }`) so
   * the code goes with it. Throw the request's error as is (a FetchError).
   */
  send: (draft: D, request: SendRequest) => Promise<R>;
  /** The client's OTP challenge: a fresh code resubmits the pending form once connected. */
  otp?: Otp;
  /** What a code approves (amount, payee, account), repeated by the code dialog. */
  summary?: (draft: D) => OtpSummary | null;
  /**
   * The signal that bounds a resubmission with a code; default
   * `AbortSignal.timeout(CODE_RESUBMIT_TIMEOUT_MS)`. Replaceable in tests.
   */
  codeTimeout?: () => AbortSignal;
  /** Called when a submit starts (pause the rates for 30 s here, PP-4.1-05). */
  onSubmit?: () => void;
  /** Called with the result after success. */
  onSuccess?: (result: R) => void;
  /**
   * Called when the server asks for a two-factor code before doing the job: once per
   * submit (a wrong code is said in the code dialog, not here). The host's `otprequired`.
   */
  onChallenge?: () => void;
  /**
   * Called when the submit failed for good: never for a challenge, the duplicate prompt
   * (the user's to answer), a code dialog closed by the user or a code waiting for its
   * answer. The host's `error` event (docs/events.md).
   */
  onFailure?: (failure: HostFailure) => void;
  /**
   * Where 'Form already submitted' (PP-4.1-02) and a refusal's server words go, for the
   * developer; defaults to console.info.
   */
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
  /**
   * Listens to the OTP challenge (a code resubmits, closing the dialog cancels) and returns
   * the disposer of this connection. Call it from an effect and return the disposer: a
   * connection undone and made again (React StrictMode's mount, unmount, mount) listens again.
   */
  connect(): () => void;
}

/** Creates the submit state machine of one form (PP-4.1, PP-4.2, PP-8 on submit). */
export function createSubmitFlow<D extends object, R = unknown>(
  options: SubmitFlowOptions<D, R>,
): SubmitFlow<D, R> {
  const log = options.log ?? ((m: string) => console.info(m));
  const codeTimeout = options.codeTimeout ?? (() => AbortSignal.timeout(CODE_RESUBMIT_TIMEOUT_MS));
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
  /** Aborts the resubmission in flight with a code; null when none is. */
  let inFlight: AbortController | null = null;

  const finish = (outcome: 'done' | 'error', patch: Partial<SubmitState<D, R>>) => {
    store.setState({ ...patch, status: outcome, outcome });
    store.setState({ status: 'idle' });
  };

  /** Sends the draft, with `code` when it is the challenged request's resubmission. */
  async function run(code: string | null): Promise<void> {
    if (store.getState().status === 'submitting') {
      log(ALREADY_SUBMITTED_LOG);
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
    const request: SendRequest = {};
    let timeout: AbortSignal | null = null;
    let controller: AbortController | null = null;
    if (code !== null) {
      controller = new AbortController();
      const abort = controller;
      timeout = codeTimeout();
      if (timeout.aborted) abort.abort(timeout.reason);
      else timeout.addEventListener('abort', () => abort.abort(timeout?.reason), { once: true });
      inFlight = abort;
      Object.assign(request, { otpCode: code, signal: abort.signal });
    }
    let result: R;
    try {
      result = await options.send(store.getState().draft, request);
    } catch (error) {
      if (inFlight === controller) inFlight = null;
      failed(error, code !== null, timeout, controller);
      return;
    }
    if (inFlight === controller) inFlight = null;
    options.otp?.resolve();
    finish('done', { result, draft: options.defaults() });
    options.onSuccess?.(result);
  }

  function failed(
    error: unknown,
    withCode: boolean,
    timeout: AbortSignal | null,
    controller: AbortController | null,
  ): void {
    const otp = options.otp;
    // Closed by the user: back to idle, the draft as it was, nothing to report.
    if (controller?.signal.aborted && !timeout?.aborted) {
      store.setState({ status: 'idle', awaitingCode: false });
      return;
    }
    const res = toErrorResponse(error);
    // No answer to the code (30 s, or the network): the dialog says so and stays open, and
    // entering the code again retries.
    if (withCode && otp && !res.status) {
      otp.challenge(otp.store.getState().method ?? '', ERROR_CODE.codeNoAnswer);
      finish('error', { awaitingCode: true });
      return;
    }
    const { otpSent, own } = (error ?? {}) as { otpSent?: boolean; own?: boolean };
    const o = classifyError(res, {
      during: 'submit',
      codeSubmitted: !!otpSent,
      values: store.getState().draft,
      own: own === true,
    });
    if (o.kind === 'otp-required') {
      otp?.describe(options.summary?.(store.getState().draft) ?? null);
      finish('error', { awaitingCode: true });
      if (!withCode) options.onChallenge?.();
      return;
    }
    // Any other answer ends the code's part: the dialog closes, the form shows the outcome.
    if (withCode) otp?.resolve();
    if (o.kind === 'duplicate') {
      finish('error', { dialog: { kind: 'duplicate' } });
      return;
    }
    if (o.kind === 'unauthorized')
      finish('error', { dialog: { kind: 'unauthorized', message: o.message } });
    else if (o.kind === 'validation') {
      // The server's own words go to the developer's log only; the form shows codes.
      if (own !== true) log(`Refused (${res.status}): ${JSON.stringify(res.body)}`);
      finish('error', { errors: o.fields, message: o.message });
    } else finish('error', {});
    options.onFailure?.(failureOf(res.status ?? 0, o.kind));
  }

  const flow: SubmitFlow<D, R> = {
    store,
    setDraft(patch) {
      const before = (store.getState().draft as { bypass_duplicate_check?: unknown })
        .bypass_duplicate_check;
      store.setState({ draft: { ...store.getState().draft, ...patch } });
      const after = (patch as { bypass_duplicate_check?: unknown }).bypass_duplicate_check;
      if (after === true && before !== true) void run(null);
    },
    submit: () => run(null),
    confirmDuplicate() {
      store.setState({ dialog: null });
      flow.setDraft({ bypass_duplicate_check: true } as unknown as Partial<D>);
    },
    dismissDialog() {
      store.setState({ dialog: null });
    },
    connect() {
      const otp = options.otp;
      if (!otp) return () => {};
      const offCode = otp.onCode((code) => {
        if (inFlight) return true; // this form's code is already on its way
        if (!store.getState().awaitingCode || store.getState().status === 'submitting')
          return false;
        void run(code);
        return true;
      });
      const offCancel = otp.onCancel(() => {
        inFlight?.abort();
        store.setState({ awaitingCode: false });
      });
      return () => {
        offCode();
        offCancel();
      };
    },
  };
  return flow;
}
