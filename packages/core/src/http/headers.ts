/**
 * Header names of the request conventions (spec 7.1). The spec does not name them;
 * these are ours and are listed in docs/decisions.md.
 */
export const HEADERS = {
  clientVersion: 'X-Client-Version',
  browserId: 'X-Browser-Id',
  otpCode: 'X-OTP-Code',
  otpRequired: 'X-OTP-Required',
  maintenance: 'X-Maintenance',
  remotePortalStatus: 'X-Remote-Portal-Status',
  releaseVersion: 'X-Release-Version',
} as const;
