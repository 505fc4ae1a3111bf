// "Ask about this journey", enhanced: the question is sent without leaving the page, the conversation
// is brought up to date from the page the server answers with (the same one a browser without
// JavaScript lands on), and the reply is put in the page's polite status region, which stays in the
// page (WCAG 4.1.3), so screen readers say it. Any failure: the ordinary form post.
const form = document.getElementById('agent-form');
const status = document.getElementById('agent-status');
if (form && status && window.fetch && window.DOMParser) {
  let busy = false;
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (busy) return;
    busy = true;
    status.textContent = form.dataset.asking ?? '';
    try {
      const res = await fetch(form.action, {
        method: 'POST',
        body: new URLSearchParams(new FormData(form)),
        credentials: 'same-origin',
      });
      const page = new DOMParser().parseFromString(await res.text(), 'text/html');
      const conversation = page.getElementById('agent-conversation');
      const next = page.getElementById('agent-form');
      if (!res.ok || !conversation || !next || page.querySelector('.govuk-error-summary')) {
        // An error to show (or a page this script does not know): the page the server answered with.
        window.location.assign(res.url);
        return;
      }
      document.getElementById('agent-conversation')?.replaceWith(conversation);
      // The next question is a new form: its own key (a second send of the same one writes nothing).
      const key = next.querySelector('input[name=_key]');
      const ours = form.querySelector('input[name=_key]');
      if (key && ours) ours.value = key.value;
      const field = form.querySelector('textarea');
      if (field) field.value = '';
      // An error shown before is answered now: the page as the server shows it after a question.
      document.querySelector('.govuk-error-summary')?.remove();
      form.querySelector('.govuk-error-message')?.remove();
      form.querySelector('.govuk-form-group--error')?.classList.remove('govuk-form-group--error');
      if (field) {
        field.classList.remove('govuk-textarea--error');
        field.removeAttribute('aria-invalid');
        const described = next.querySelector('textarea')?.getAttribute('aria-describedby');
        if (described) field.setAttribute('aria-describedby', described);
        else field.removeAttribute('aria-describedby');
      }
      document.title = page.title;
      const reply = conversation.querySelector('#latest .app-conversation__text');
      status.textContent = '';
      setTimeout(() => (status.textContent = reply?.textContent ?? ''), 100);
    } catch {
      status.textContent = form.dataset.failed ?? '';
    } finally {
      busy = false;
    }
  });
}
