import { FlowForm, type FlowFormProps } from '@flexportal/react';
import type { ReactNode } from 'react';
import { usePortalT } from '../../i18n/locale.js';

/** Props of {@link ProfileForm}. */
interface ProfileFormProps {
  /** The form's submit flow state. */
  state: FlowFormProps['state'];
  /** Its submit flow. */
  flow: { submit(): Promise<void> };
  /** The card's heading. */
  title: string;
  /** What a successful submit says. */
  saved: string;
  /** Extra class names beside the card's. */
  className?: string;
  /** True while the form sends (`aria-busy`). */
  busy?: boolean;
  /** The portal's own sentence for a field the server refused, by name (FlowForm's). */
  fieldErrors?: FlowFormProps['fieldErrors'];
  children: ReactNode;
}

/**
 * One card of My Profile: the kit's flow form with its heading, the success line after a
 * save, and one text for a failure no field carries (offline, 5xx), in the portal's words.
 */
export function ProfileForm({
  state,
  flow,
  title,
  saved,
  className,
  busy,
  fieldErrors,
  children,
}: ProfileFormProps) {
  const { t } = usePortalT();
  return (
    <FlowForm
      className={className ? `portal-profile__card ${className}` : 'portal-profile__card'}
      level={2}
      state={state}
      onSubmit={() => void flow.submit()}
      title={title}
      failure={() => t('portal.notSaved')}
      success={state.outcome === 'done' ? saved : null}
      {...(busy === undefined ? {} : { busy })}
      {...(fieldErrors ? { fieldErrors } : {})}
    >
      {children}
    </FlowForm>
  );
}
