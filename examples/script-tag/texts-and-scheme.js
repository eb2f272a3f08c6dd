// The partner's own texts over the catalogue's, by key: one for every language, or one per
// language. Read by the loader when it starts, so set before its script tag.
window.FlexportalConfig = {
  messages: {
    'login.submit': { en: 'Sign in to pay', de: 'Anmelden und zahlen' },
    'withdrawal.submit': 'Pay now',
  },
};

// The page's own scheme switch (data-theme on <html>) and a language switch of one element
// (its locale property): the screens follow both without remounting.
addEventListener('DOMContentLoaded', () => {
  const root = document.documentElement;
  document.getElementById('scheme')?.addEventListener('click', (e) => {
    root.dataset.theme = root.dataset.theme === 'dark' ? 'light' : 'dark';
    const dark = root.dataset.theme === 'dark';
    document.body.style.background = dark ? '#111' : '';
    document.body.style.color = dark ? '#eee' : '';
    e.currentTarget.textContent = dark ? 'Light page' : 'Dark page';
  });
  document.getElementById('language')?.addEventListener('click', (e) => {
    const element = document.querySelector('flexportal-withdrawal');
    element.locale = element.locale === 'de' ? 'en' : 'de';
    e.currentTarget.textContent = element.locale === 'de' ? 'English' : 'Deutsch';
  });
});
