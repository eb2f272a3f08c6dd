// The partner page's own script (a file: the page's CSP allows no inline script). A host's
// refresh: every Flexportal screen on the page reads its balances and lists again.
document.getElementById('refresh').addEventListener('click', () => {
  document.dispatchEvent(new Event('flexportal-refresh'));
});
