import { Button, bindField, Field, useSubmitFlow } from '@flexportal/react';
import { client } from '../../app/portalClient.js';
import { usePortalT } from '../../i18n/locale.js';
import { throwProblems } from './formProblems.js';
import { keepProfileUser, type ProfileUser } from './keepProfileUser.js';
import { ProfileForm } from './ProfileForm.js';
import { NAME_MAX, type NameDraft, nameProblems } from './profileRules.js';

const namesOf = (user: ProfileUser): NameDraft => ({
  first_name: user.first_name ?? '',
  last_name: user.last_name ?? '',
});

/**
 * First and last name (PUT profile, PP-7.2-14) through the one submit flow: the form's own
 * checks and the server's 422 beside the fields, what was typed kept on failure, the saved
 * names shown in the fields and announced.
 */
export function NameForm({ user }: { user: ProfileUser }) {
  const { t } = usePortalT();
  const [state, flow] = useSubmitFlow<NameDraft, ProfileUser>({
    defaults: () => namesOf(user),
    send: (draft, request) => {
      throwProblems(nameProblems(draft), t, { max: NAME_MAX });
      return client.http.data<ProfileUser>('profile', {
        ...request,
        method: 'PUT',
        body: { first_name: draft.first_name.trim(), last_name: draft.last_name.trim() },
      });
    },
    onSuccess: (saved) => {
      keepProfileUser(saved);
      // The flow empties the draft to its first defaults after success: the saved names instead.
      flow.setDraft(namesOf(saved));
    },
  });
  const field = bindField({ values: state.draft, errors: state.errors, change: flow.setDraft });
  return (
    <ProfileForm
      state={state}
      flow={flow}
      title={t('portal.profileName')}
      saved={t('portal.nameSaved')}
    >
      <div className="portal-profile__names">
        <Field label={t('portal.firstName')} autoComplete="given-name" {...field('first_name')} />
        <Field label={t('portal.lastName')} autoComplete="family-name" {...field('last_name')} />
      </div>
      <p className="portal-profile__email">
        <span>{t('portal.eMail')}</span> <strong>{user.email}</strong>
      </p>
      <Button type="submit" busy={state.status === 'submitting'}>
        {t('portal.saveName')}
      </Button>
    </ProfileForm>
  );
}
