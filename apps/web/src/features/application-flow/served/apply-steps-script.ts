import { captureSource, visitorId, watchStep } from '../../../shared/application-funnel-events';
import { saveLanguageChoice } from '../../../shared/i18n/language-choice';

/**
 * The only script of the steps before the application exists (instructions-reminders,
 * personal-info), which the server sends as whole HTML forms (the API's served-apply-html.ts):
 * reports the step's view and abandonment (and instructions-reminders' completion, which only the
 * browser knows), fills the funnel's hidden fields of the form, keeps a language picked on the page.
 */
const main = document.querySelector<HTMLElement>('main[data-requisition-id]');
const requisitionId = main?.dataset.requisitionId;
const step = main?.dataset.step;
const form = document.querySelector<HTMLFormElement>('form[method=post]');
if (requisitionId && (step === 'instructions-reminders' || step === 'personal-info')) {
  let sent = false;
  const watch = watchStep(requisitionId, step, () => sent);
  form?.addEventListener('submit', () => {
    // Leaving the page to send the form is not abandoning the step.
    sent = true;
    if (step === 'instructions-reminders' && form.querySelector<HTMLInputElement>('#consent')?.checked)
      watch.complete();
  });
  const source = captureSource();
  const fields: Record<string, string | undefined> = { visitorId: visitorId(), ...source };
  for (const [name, value] of Object.entries(fields)) {
    const input = form?.querySelector<HTMLInputElement>(`input[type=hidden][name="${name}"]`);
    if (input && value) input.value = value;
  }
}
document.getElementById('errors')?.focus();
if (new URLSearchParams(window.location.search).has('lang'))
  saveLanguageChoice(document.documentElement.lang);
// The phone's example follows the chosen country (the hints the server wrote for each country).
const phoneHint = document.querySelector<HTMLElement>('#f-phone-help[data-hints]');
document.querySelector<HTMLSelectElement>('select#f-country')?.addEventListener('change', (e) => {
  const hints = JSON.parse(phoneHint?.dataset.hints ?? '{}') as Record<string, string>;
  const hint = hints[(e.target as HTMLSelectElement).value];
  if (phoneHint && hint) phoneHint.textContent = hint;
});
