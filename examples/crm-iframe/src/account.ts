// A CRM account record page: it frames the portal's company profile of this record's company.
import { connectCrmHost } from '@flexportal/elements/crm';
import './style.css';

const byId = (id: string) => {
  const element = document.getElementById(id);
  if (!element) throw new Error(`#${id} missing from account.html`);
  return element;
};

// The record's CRM id, from this page's address (`account.html?zoho_id=ZC-1003`). Only an
// id of the CRM's shape goes on to the portal; the portal checks it again.
const requested = new URLSearchParams(window.location.search).get('zoho_id') ?? '';
const zohoId = /^[A-Za-z0-9_-]{1,40}$/.test(requested) ? requested : '';
byId('account-id').textContent = zohoId || '(none)';

const portalUrl =
  document.querySelector<HTMLMetaElement>('meta[name="flexportal-portal-url"]')?.content ?? '';
const profile = new URL('iframe-widget/company-profile', portalUrl);
if (zohoId) profile.searchParams.set('zoho_id', zohoId);

connectCrmHost({
  url: profile.href,
  container: byId('portal'),
  title: 'Company profile',
  onContext: (context) => {
    // textContent, never innerHTML: whatever arrives is shown as text.
    byId('signed-in').textContent = context.user_email
      ? `Signed in to the portal as ${context.user_email}`
      : 'Nobody is signed in to the portal';
  },
  onError: (error) => {
    byId('error').textContent = error.message;
  },
});
