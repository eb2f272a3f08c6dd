import { createStore, type StoreApi } from 'zustand/vanilla';
import type { SealedAuthCode } from '../contract/announcedCode.js';
import { isOtpCode } from './otpCode.js';

/** Two-factor challenge state (PP-4.3-01). */
interface OtpState {
  /** True while a code is asked for (the modal is open, PP-4.3-02). */
  required: boolean;
  /** The code entered, '' when none. */
  code: string;
  /** A server error on the code, shown on the field (PP-4.3-06). */
  error: string | null;
  /** True once six digits are in and the request is being retried (PP-4.3-03). */
  submitting: boolean;
  /** True when the user closed the modal (PP-4.3-05). */
  canceled: boolean;
  /** The challenge method from the OTP-required header (`google`, `email`), if any. */
  method: string | null;
  /** What the code approves, as the challenged screen describes it; null when it gives none. */
  summary: OtpSummary | null;
}

/** One line the code dialog repeats: a label and its value, in the screen's language. */
interface OtpSummaryLine {
  /** What the value is (`Amount`, `Payee`, `From account`). */
  label: string;
  /** The value as shown on the screen (`12.34 EUR`). */
  value: string;
}

/** What a code approves (amount, payee or target, account), shown in the code dialog. */
export type OtpSummary = readonly OtpSummaryLine[];

/**
 * An auth-code event of the public announce channel (PP-4.3-08, AC-7live), published once
 * the mailbox's owner approved the request. Both fields are opaque: the code is sealed for
 * the browser that asked (contract/announcedCode.ts, docs/security.md).
 */
/** The announce channel's auth-code event: its `otp` sealed, its `identifier` for one browser. */
export type AuthCodeEvent = SealedAuthCode;

/** The OTP challenge of one client. */
export interface Otp {
  /** The vanilla zustand store of {@link OtpState}. */
  store: StoreApi<OtpState>;
  /**
   * Opens the challenge after a 403 with the OTP-required header (PP-8-04). With a
   * `codeError` (the code sent was refused) the error shows and the digits reset (PP-8-05).
   */
  challenge(method: string, codeError?: string | null): void;
  /**
   * Stores six digits and hands them to the code listeners (PP-4.3-03/04): `submitting` is
   * true only when a listener took the code to resubmit its request. False when not six digits.
   */
  enterCode(code: string): boolean;
  /** Sets what the open challenge approves (the challenged screen's summary). */
  describe(summary: OtpSummary | null): void;
  /** Closes the modal: the pending request is canceled (PP-4.3-05). */
  cancel(): void;
  /** Resets after the request went through. */
  resolve(): void;
  /**
   * Takes a code from the announce channel when it is sealed for this browser (PP-4.3-08):
   * resolves true once the code was entered, false for another browser's or a bad event.
   */
  acceptAnnounced(event: AuthCodeEvent): Promise<boolean>;
  /**
   * Called with each freshly entered code (PP-4.2-02); a listener returns true when it
   * resubmits its request with the code (or is doing so). Returns an unsubscribe.
   */
  onCode(listener: (code: string) => boolean): () => void;
  /** Called when the challenge is canceled. Returns an unsubscribe. */
  onCancel(listener: () => void): () => void;
}

const initial = (): OtpState => ({
  required: false,
  code: '',
  error: null,
  submitting: false,
  canceled: false,
  method: null,
  summary: null,
});

/** Creates the OTP challenge; `browserId` identifies this browser on the announce channel. */
export function createOtp(browserId: () => string): Otp {
  const store = createStore<OtpState>(initial);
  const codeListeners = new Set<(code: string) => boolean>();
  const cancelListeners = new Set<() => void>();

  const otp: Otp = {
    store,
    challenge(method, codeError = null) {
      store.setState({
        required: true,
        canceled: false,
        method,
        // A new challenge starts with empty digits; a refused code also shows its error.
        code: '',
        submitting: false,
        error: codeError,
      });
    },
    enterCode(code) {
      if (!isOtpCode(code)) return false;
      let taken = false;
      for (const l of [...codeListeners]) taken = l(code) || taken;
      // 'Code accepted...' only while a request is on its way with it: a code nobody
      // resubmits with must not leave the dialog verifying forever.
      store.setState({ code, error: null, canceled: false, submitting: taken });
      return true;
    },
    describe(summary) {
      store.setState({ summary });
    },
    cancel() {
      store.setState({ ...initial(), canceled: true });
      for (const l of [...cancelListeners]) l();
    },
    resolve() {
      store.setState(initial());
    },
    async acceptAnnounced(event) {
      // Opening a sealed code (Web Crypto) serves an approved e-mail link only: loaded then.
      const { openAnnouncedCode } = await import('../contract/announcedCode.js');
      const code = await openAnnouncedCode(browserId(), event);
      return code !== null && otp.enterCode(code);
    },
    onCode(listener) {
      codeListeners.add(listener);
      return () => codeListeners.delete(listener);
    },
    onCancel(listener) {
      cancelListeners.add(listener);
      return () => cancelListeners.delete(listener);
    },
  };
  return otp;
}
