import type { PortalCompanySignUp, PortalEmployeeSignUp } from '@flexportal/core/contract';
import { BANK_ACCOUNTS_KEY } from '../../../hooks/useBankAccounts.js';
import { useSubmitFlow } from '../../../hooks/useSubmitFlow.js';
import { useFlexportalClient } from '../../../provider/FlexportalProvider.js';

/** Who signs up: the company, or the user as its employee (AC-7mgr-35). */
export type SignUpKind = 'company' | 'employee';

/** The sign-up questionnaire as typed: both kinds' fields, the kind choosing which are sent. */
export type SignUpValues = { kind: SignUpKind; accept_terms: boolean } & Record<
  Exclude<keyof PortalCompanySignUp | keyof PortalEmployeeSignUp, 'accept_terms'>,
  string
>;

const EMPTY: SignUpValues = {
  kind: 'company',
  company_name: '',
  registration_number: '',
  country: '',
  contact_email: '',
  first_name: '',
  last_name: '',
  position: '',
  accept_terms: false,
};

/** The body of the chosen kind: only its own fields. */
function signUpBody(v: SignUpValues): PortalCompanySignUp | PortalEmployeeSignUp {
  return v.kind === 'company'
    ? {
        company_name: v.company_name,
        registration_number: v.registration_number,
        country: v.country.trim().toUpperCase(),
        contact_email: v.contact_email,
        accept_terms: v.accept_terms as true,
      }
    : {
        first_name: v.first_name,
        last_name: v.last_name,
        position: v.position,
        accept_terms: v.accept_terms as true,
      };
}

/**
 * Signing up to a portal service with the questionnaire (AC-7mgr-35): the answer's token and
 * user become the session's (AC-4-08, `session.loginWith`), and the company's accounts reload.
 * A refusal keeps what was typed and puts each message beside its field.
 */
export function usePortalSignUp(service: string, onSignedUp: () => void) {
  const client = useFlexportalClient();
  return useSubmitFlow<SignUpValues, unknown>({
    defaults: () => EMPTY,
    send: (values, request) =>
      client.session.loginWith(
        `manager/portals/${service}/sign-up/${values.kind}`,
        { ...signUpBody(values) },
        request,
      ),
    otp: client.otp,
    onSuccess: () => {
      client.cache.invalidate(BANK_ACCOUNTS_KEY);
      onSignedUp();
    },
  });
}
