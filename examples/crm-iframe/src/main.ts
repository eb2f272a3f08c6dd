// A CRM host window: it frames the portal and shows the context the portal posts to it.
import { type CrmContext, connectCrmHost } from '@flexportal/elements/crm';
import './style.css';

const fields = ['user_id', 'user_zuid', 'user_email', 'domain', 'organization_id'] as const;
const byId = (id: string) => {
  const element = document.getElementById(id);
  if (!element) throw new Error(`#${id} missing from index.html`);
  return element;
};

function showContext(context: CrmContext): void {
  for (const field of fields) {
    const cell = document.querySelector(`[data-field="${field}"]`);
    // textContent, never innerHTML: whatever arrives is shown as text.
    if (cell) cell.textContent = context[field] ?? '—';
  }
  byId('signed-in').textContent = context.user_email
    ? `Signed in to the portal as ${context.user_email}`
    : 'Nobody is signed in to the portal';
}

// Every message event, ours or not, so a page (or a test) can see that foreign ones arrive
// and are dropped: only the "accepted" count follows the portal.
let seen = 0;
let accepted = 0;
window.addEventListener('message', () => {
  byId('seen').textContent = String(++seen);
});

const portalUrl =
  document.querySelector<HTMLMetaElement>('meta[name="flexportal-portal-url"]')?.content ?? '';
const crm = connectCrmHost({
  url: portalUrl,
  container: byId('portal'),
  title: 'Banking portal',
  onMessage: () => {
    byId('accepted').textContent = String(++accepted);
  },
  onContext: showContext,
  onError: (error) => {
    byId('error').textContent = error.message;
  },
});

// The host's language and brand colour, sent to the portal as protocol messages.
byId('portal-language').addEventListener('change', (event) => {
  const locale = (event.currentTarget as HTMLSelectElement).value;
  crm.send({ type: 'locale', locale });
});
byId('portal-colour').addEventListener('change', (event) => {
  crm.send({ type: 'theme', tokens: { primary: (event.currentTarget as HTMLInputElement).value } });
});

// What a misconfigured host gets: connectCrmHost throws Error('Url missing').
byId('no-url').addEventListener('click', () => {
  try {
    connectCrmHost({ url: '', container: byId('portal') });
  } catch (error) {
    byId('error').textContent = error instanceof Error ? error.message : String(error);
  }
});
