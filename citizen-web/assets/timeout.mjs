// Enhancement only: a minute before the idle limit, a dialog offers to stay signed in (reloading the
// page keeps the session going). Without JavaScript the footer line says when the session ends.
const notice = document.getElementById('timeout-warning');
if (notice && typeof HTMLDialogElement === 'function') {
  const minutes = Number(notice.dataset.idleMinutes || '30');
  const dialog = document.getElementById('timeout-dialog');
  if (dialog) {
    setTimeout(() => dialog.showModal(), Math.max(0, (minutes - 2) * 60_000));
    dialog.querySelector('[data-stay]')?.addEventListener('click', () => window.location.reload());
  }
}
