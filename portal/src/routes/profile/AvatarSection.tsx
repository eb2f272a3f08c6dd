import { AVATAR_MAX_BYTES, AVATAR_TYPES, avatarProblem } from '@flexportal/core/avatar';
import { Field, useSubmitFlow } from '@flexportal/react';
import { useState } from 'react';
import { client } from '../../app/portalClient.js';
import { usePortalT } from '../../i18n/locale.js';
import { throwProblems } from './formProblems.js';
import { keepProfileUser, type ProfileUser } from './keepProfileUser.js';
import { ProfileForm } from './ProfileForm.js';
import { AVATAR_PROBLEM_KEYS, initialsOf, isShownAvatar } from './profileRules.js';

const KB = Math.round(AVATAR_MAX_BYTES / 1024);

/** The user's picture, or their initials on the brand colour when there is none. */
function Avatar({ user, label }: { user: ProfileUser; label: string }) {
  return isShownAvatar(user.avatar) ? (
    <img className="portal-avatar" src={user.avatar} alt={label} />
  ) : (
    <span className="portal-avatar portal-avatar--initials" role="img" aria-label={label}>
      {initialsOf(user)}
    </span>
  );
}

/**
 * The profile picture (POST profile/avatar, multipart field `avatar`, PP-7.2-15): shown as
 * it is stored; a chosen file is checked by core's rule (type and size) and sent at once,
 * through the one submit flow; the server checks the content again.
 */
export function AvatarSection({ user }: { user: ProfileUser }) {
  const { t } = usePortalT();
  const [uploads, setUploads] = useState(0);
  const [state, flow] = useSubmitFlow<{ avatar: File | null }, ProfileUser>({
    defaults: () => ({ avatar: null }),
    send: async ({ avatar }, request) => {
      const problem = avatarProblem(avatar);
      if (problem) throwProblems({ avatar: AVATAR_PROBLEM_KEYS[problem] }, t, { size: KB });
      const body = new FormData();
      if (avatar) body.set('avatar', avatar);
      return client.http.data<ProfileUser>('profile/avatar', { ...request, method: 'POST', body });
    },
    onSuccess: (saved) => {
      keepProfileUser(saved);
      setUploads((n) => n + 1);
    },
  });
  return (
    <ProfileForm
      state={state}
      flow={flow}
      title={t('portal.profilePicture')}
      saved={t('portal.pictureSaved')}
      className="portal-profile__picture"
      busy={state.status === 'submitting'}
      // Type and size were checked here: the server refuses only content that is no picture
      // (a file named .png that is none).
      fieldErrors={{ avatar: t('portal.pictureType') }}
    >
      <Avatar user={user} label={t('portal.yourPicture')} />
      <Field
        // A new key after each upload empties the file input with the draft.
        key={uploads}
        label={t('portal.choosePicture')}
        name="avatar"
        type="file"
        accept={AVATAR_TYPES.join(',')}
        hint={t('portal.pictureHint', { size: KB })}
        errors={state.errors.avatar ? [state.errors.avatar] : undefined}
        onChange={(e) => {
          flow.setDraft({ avatar: e.currentTarget.files?.[0] ?? null });
          void flow.submit();
        }}
      />
    </ProfileForm>
  );
}
