// A partner page's own script (a file, not inline: the page's CSP allows no inline script).
// It follows the list's `transaction` event; the detail is plain data, never a token.
document.addEventListener('transaction', (event) => {
  const { name, status } = event.detail;
  document.getElementById('opened').textContent = `${name} (${status})`;
});
