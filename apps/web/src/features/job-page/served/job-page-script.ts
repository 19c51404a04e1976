import { watchStep } from '../../../shared/application-funnel-events';
import { saveLanguageChoice } from '../../../shared/i18n/language-choice';
import { countVisit } from '../hooks/count-visit';

/**
 * The served job page's only script (the page itself is HTML from the server, see the API's
 * job-page-html.ts): counts the visit, reports the job-description step's view, abandonment and
 * Apply (the funnel), and keeps a language picked on the page for the next pages.
 */
const requisitionId = document.querySelector<HTMLElement>('[data-requisition-id]')?.dataset.requisitionId;
if (requisitionId) {
  countVisit(requisitionId);
  const step = watchStep(requisitionId, 'job-description');
  for (const link of document.querySelectorAll('a[data-apply]'))
    link.addEventListener('click', () => step.complete());
}
if (new URLSearchParams(window.location.search).has('lang'))
  saveLanguageChoice(document.documentElement.lang);
