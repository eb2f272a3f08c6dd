import { Button, useT } from '@flexportal/react';
import { useNavigate } from 'react-router';
import { useStore } from 'zustand';
import { auth } from './portalClient.js';

/** The signed-in user and Logout (AC-2menus); nothing when signed out. */
export function UserMenu() {
  const t = useT();
  const navigate = useNavigate();
  const user = useStore(auth.store, (s) => s.user);
  if (!user) return null;
  return (
    <nav aria-label="User menu">
      <span>{user.email}</span>{' '}
      <Button
        variant="secondary"
        onClick={async () => {
          await auth.logout();
          navigate('/login');
        }}
      >
        {t('nav.logout')}
      </Button>
    </nav>
  );
}
