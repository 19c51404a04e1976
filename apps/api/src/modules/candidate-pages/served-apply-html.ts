import {
  applicationStepPath,
  COUNTRIES,
  PERSONAL_INFO_MAX_LENGTH,
  PHONE_EXAMPLES,
  PUBLIC_URLS,
  type TApplicationPlan,
  type TApplicationStepInfo,
  type TCountry,
  type TPublicResource,
} from '@ats/contract';
import { localeOf, type PageWords, type Translate } from './public-i18n';
import { escapeAttr } from './public-pages';
import {
  type FieldError,
  PERSONAL_FIELDS,
  type PersonalField,
  type PersonalValues,
} from './served-apply-form';
import { textField } from './served-form-fields';
import { languageChoice, pageFrame } from './served-page-style';

/**
 * The steps before the application exists as the server sends them
 * (docs/decisions/candidate-pages.md#served-apply-steps): the app's flow layout (the job, the language,
 * the progress indicator, the step in a paper card) and the step's form, plain HTML that works
 * without script. They look like the app's steps (apps/web flow-layout.tsx, step-progress.tsx and
 * the light text field).
 */

export type ServedStep = 'instructions-reminders' | 'personal-info';
const svg = (d: string, size = 20) =>
  `<svg width="${size}" height="${size}" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="${d}"/></svg>`;
/** Material icons: CheckCircle, RadioButtonUnchecked, RemoveCircleOutline, ErrorOutline. */
const ICONS = {
  done: 'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8z',
  todo: 'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8',
  skipped:
    'M7 11v2h10v-2zm5-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8',
  error:
    'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8',
} as const;

type T = (key: string, values?: Record<string, string | number>) => string;

/** "Step 3 of 9: Personal information", the bar, and every step with its state. */
const progressOf = (plan: TApplicationPlan, step: ServedStep, t: T, raw: T) => {
  // The steps before this one are behind the candidate (nothing is stored until personal-info).
  const at = plan.steps.findIndex((s) => s.step === step);
  const steps: TApplicationStepInfo[] = plan.steps.map((s, i) =>
    i < at && s.state === 'pending' ? { ...s, state: 'done' } : s,
  );
  const active = steps.filter((s) => s.state !== 'skipped');
  const index = Math.max(
    0,
    active.findIndex((s) => s.step === step),
  );
  const percent = Math.round(((index + 1) / Math.max(1, active.length)) * 100);
  const label = t('progress.stepOf', {
    current: index + 1,
    total: active.length,
    name: raw(`steps.${step}`),
  });
  const items = steps
    .map((s) => {
      const current = s.step === step;
      const state =
        s.state === 'skipped'
          ? t(s.skipReason === 'unavailable' ? 'progress.skippedUnavailable' : 'progress.skippedNoContent')
          : s.state === 'done'
            ? t('progress.done')
            : s.state === 'closed'
              ? t('progress.closed')
              : current
                ? t('progress.current')
                : t('progress.toDo');
      const look = s.state === 'done' ? 'done' : s.state === 'skipped' || s.state === 'closed' ? 'off' : '';
      const icon = s.state === 'done' ? ICONS.done : s.state === 'skipped' ? ICONS.skipped : ICONS.todo;
      return `<li${look ? ` class="${look}"` : ''}${current ? ' aria-current="step"' : ''}>${svg(icon)}<div><span class="name">${t(`steps.${s.step}`)}</span><span class="state">${state}</span></div></li>`;
    })
    .join('');
  return [
    `<nav class="progress" aria-label="${t('progress.label')}">`,
    `<p class="stepof">${label}</p>`,
    `<div class="bar" role="progressbar" aria-label="${t('progress.label')}" aria-valuenow="${percent}" aria-valuemin="0" aria-valuemax="100" aria-valuetext="${label}"><div style="width:${percent}%"></div></div>`,
    `<details class="steps"><summary class="btn btn-s">${t('progress.showSteps')}</summary><ol>${items}</ol></details>`,
    '</nav>',
  ].join('');
};

/** The step's page around its content: the job, the language, the progress, the card. */
const flowLayout = (
  plan: TApplicationPlan,
  step: ServedStep,
  words: PageWords,
  lng: string,
  content: string,
  funnel: boolean,
) => {
  const raw = words.t(lng);
  const t: T = (key, values) => escapeAttr(raw(key, values));
  return pageFrame(
    plan.requisitionId,
    [
      '<div class="col">',
      `<div class="job"><div><p class="client" translate="no">${escapeAttr(plan.clientName)}</p><p class="title" translate="no">${escapeAttr(plan.title)}</p></div>${languageChoice(words, lng)}</div>`,
      progressOf(plan, step, t, raw),
      `<div class="paper"><h1>${t(`steps.${step}`)}</h1>${content}</div>`,
      '</div>',
    ].join(''),
    // The page's script reports the step's funnel events (not on the "already applied" page).
    funnel
      ? ` data-requisition-id="${escapeAttr(plan.requisitionId)}" data-step="${step}"`
      : ` data-requisition-id="${escapeAttr(plan.requisitionId)}"`,
  );
};

/** The errors of a sent form: a summary linking to each field, announced and focused. */
const errorSummary = (message: string, links: { id: string; label: string }[]) =>
  [
    // autofocus: after the page comes back with errors, the focus (and a screen reader) is on them.
    `<div class="alert" role="alert" id="errors" tabindex="-1" autofocus>${svg(ICONS.error)}<div>`,
    `<p>${message}</p>`,
    links.length ? `<ul>${links.map((l) => `<li><a href="#${l.id}">${l.label}</a></li>`).join('')}</ul>` : '',
    '</div></div>',
  ].join('');

const formAction = (plan: TApplicationPlan, step: ServedStep) =>
  escapeAttr(applicationStepPath(plan.requisitionId, null, step));

export interface InstructionsState {
  accepted: boolean;
  accommodations: string;
  /** The form was sent without the consent, or with accommodations that cannot be kept. */
  errors?: { consent?: boolean; accommodations?: boolean };
}

/** instructions-reminders: the steps and their time, what is needed, privacy consent, accommodations. */
export const instructionsPage = (
  plan: TApplicationPlan,
  resources: TPublicResource[],
  words: PageWords,
  lng: string,
  state: InstructionsState,
) => {
  const raw = words.t(lng);
  const t: T = (key, values) => escapeAttr(raw(key, values));
  const number = new Intl.NumberFormat(localeOf(lng));
  const todo = plan.steps.filter((s) => s.state !== 'skipped' && s.minutes > 0);
  const errors = state.errors ?? {};
  const summary =
    errors.consent || errors.accommodations
      ? errorSummary(t('errors.checkFields'), [
          ...(errors.consent
            ? [{ id: 'consent', label: t('instructions.consent', { version: plan.privacyNoticeVersion }) }]
            : []),
          ...(errors.accommodations
            ? [{ id: 'f-accommodations', label: t('instructions.accommodations') }]
            : []),
        ])
      : '';
  const content = [
    `<form method="post" action="${formAction(plan, 'instructions-reminders')}" novalidate>`,
    summary,
    `<p class="intro">${t('instructions.intro', { minutes: number.format(plan.totalMinutes) })}</p>`,
    `<ul>${todo
      .map(
        (s) =>
          `<li>${t(`steps.${s.step}`)} — ${t('instructions.minutes', { count: s.minutes, n: number.format(s.minutes) })}</li>`,
      )
      .join('')}</ul>`,
    `<h2>${t('instructions.needTitle')}</h2>`,
    '<ul>',
    plan.needsCamera ? `<li>${t('instructions.needCamera')}</li>` : '',
    `<li>${t('instructions.needQuiet', { minutes: number.format(plan.totalMinutes) })}</li>`,
    `<li>${t('instructions.needResume')}</li>`,
    '</ul>',
    // Sanitized on the server before storing (the app renders the same HTML).
    plan.instructions ? `<div class="rich">${plan.instructions}</div>` : '',
    plan.reminders ? `<div class="rich">${plan.reminders}</div>` : '',
    resources.length
      ? [
          '<section aria-labelledby="resources-title">',
          `<h2 id="resources-title">${t('instructions.resourcesTitle')}</h2><ul>`,
          ...resources.map(
            (r) =>
              `<li><a class="link" href="${escapeAttr(r.url)}" target="_blank" rel="noopener noreferrer">${escapeAttr(r.title)}</a>${
                r.description ? `<p class="small muted">${escapeAttr(r.description)}</p>` : ''
              }</li>`,
          ),
          '</ul></section>',
        ].join('')
      : '',
    `<h2>${t('instructions.privacyTitle')}</h2>`,
    `<p class="small">${t('instructions.privacyText', { client: plan.clientName })}</p>`,
    `<label class="check"><input type="checkbox" id="consent" name="consent" value="yes" required${state.accepted ? ' checked' : ''}${
      errors.consent ? ' aria-invalid="true" aria-describedby="consent-error"' : ''
    } /><span>${t('instructions.consent', { version: plan.privacyNoticeVersion })}</span></label>`,
    errors.consent
      ? `<p class="field-error" id="consent-error">${t('instructions.consentRequired')}</p>`
      : '',
    textField({
      name: 'accommodations',
      label: t('instructions.accommodations'),
      value: state.accommodations,
      multiline: true,
      maxlength: 2000,
      className: 'mt',
      ...(errors.accommodations
        ? { error: t('errors.invalid') }
        : { hint: t('instructions.accommodationsHint') }),
    }),
    `<div class="actions end"><button class="btn btn-l btn-c" type="submit">${t('common.continue')}</button></div>`,
    '</form>',
  ].join('');
  return flowLayout(plan, 'instructions-reminders', words, lng, content, true);
};

const FIELDS: Record<
  Exclude<PersonalField, 'country'>,
  { type: string; autocomplete: string; required: boolean }
> = {
  firstName: { type: 'text', autocomplete: 'given-name', required: true },
  lastName: { type: 'text', autocomplete: 'family-name', required: true },
  email: { type: 'email', autocomplete: 'email', required: true },
  phone: { type: 'tel', autocomplete: 'tel', required: true },
  address: { type: 'text', autocomplete: 'street-address', required: false },
};

export interface PersonalInfoState {
  values: PersonalValues;
  errors?: Partial<Record<PersonalField | 'form', FieldError>>;
  /** A failure that is not about a field (too many attempts, a conflict), as a message key. */
  failure?: string;
}

/** The field's error in the page's language: what is wrong with it and what to do. */
const fieldErrorText = (t: T, e: FieldError, field: PersonalField, value: string) =>
  e === 'tooLong'
    ? t('form.tooLong', {
        max: PERSONAL_INFO_MAX_LENGTH[field as keyof typeof PERSONAL_INFO_MAX_LENGTH] ?? 0,
        length: value.trim().length,
      })
    : t(`form.${e}`);

/** The phone field's hint for each country (the page's script swaps it when the country changes). */
const phoneHints = (raw: Translate) =>
  Object.fromEntries(
    (Object.keys(COUNTRIES) as TCountry[]).map((c) => [
      c,
      raw('personal.phoneHint', { example: PHONE_EXAMPLES[c] }),
    ]),
  );

/** personal-info: name, email, phone, address and country; sending it starts the application. */
export const personalInfoPage = (
  plan: TApplicationPlan,
  words: PageWords,
  lng: string,
  state: PersonalInfoState,
) => {
  const raw = words.t(lng);
  const t: T = (key, values) => escapeAttr(raw(key, values));
  const errors = state.errors ?? {};
  const errorText = (f: PersonalField) => {
    const e = errors[f];
    return e ? fieldErrorText(t, e, f, state.values[f]) : undefined;
  };
  const wrong = PERSONAL_FIELDS.filter((f) => errors[f]);
  const hints = phoneHints(raw);
  const summary = state.failure
    ? errorSummary(t(state.failure), [])
    : wrong.length || errors.form
      ? errorSummary(
          t(wrong.length ? 'errors.checkFields' : 'errors.invalid'),
          wrong.map((f) => ({ id: `f-${f}`, label: t(`personal.${f}`) })),
        )
      : '';
  const hidden = ['visitorId', 'utmSource', 'utmMedium', 'utmCampaign', 'referrer']
    .map((n) => `<input type="hidden" name="${n}" value="" />`)
    .join('');
  const fields = (Object.keys(FIELDS) as (keyof typeof FIELDS)[])
    .map((f) => {
      const error = errorText(f);
      return textField({
        name: f,
        label: t(`personal.${f}`),
        value: state.values[f],
        type: FIELDS[f].type,
        autocomplete: FIELDS[f].autocomplete,
        required: FIELDS[f].required,
        ...(error
          ? { error }
          : f === 'phone'
            ? {
                hint: escapeAttr(hints[state.values.country] ?? ''),
                hints,
              }
            : {}),
        ...(f === 'address' ? { className: 'wide' } : {}),
      });
    })
    .join('');
  const countryError = errorText('country');
  const country = textField({
    name: 'country',
    label: t('personal.country'),
    value: state.values.country,
    required: true,
    autocomplete: 'off',
    options: Object.keys(COUNTRIES).map((c) => [c, raw(`countries.${c}`)]),
    ...(countryError ? { error: countryError } : {}),
  });
  const content = [
    `<form method="post" action="${formAction(plan, 'personal-info')}" novalidate>`,
    `<p class="intro">${t('personal.intro')}</p>`,
    summary,
    hidden,
    `<div class="grid">${fields}${country}</div>`,
    '<div class="actions">',
    `<a class="btn" href="${formAction(plan, 'instructions-reminders')}">${t('common.back')}</a>`,
    `<button class="btn btn-l btn-c" type="submit">${t('common.saveContinue')}</button>`,
    '</div></form>',
  ].join('');
  return flowLayout(plan, 'personal-info', words, lng, content, true);
};

/** A repeat application: the continue link is emailed again (nothing else about it is said). */
export const alreadyAppliedPage = (plan: TApplicationPlan, words: PageWords, lng: string, email: string) => {
  const raw = words.t(lng);
  const t: T = (key, values) => escapeAttr(raw(key, values));
  const content = `<div class="status" role="status"><p class="strong">${t('personal.alreadyTitle')}</p><p>${t('personal.alreadyText', { email })}</p></div>`;
  return flowLayout(plan, 'personal-info', words, lng, content, false);
};

/** A polite end page: the job is not open (or the address is not one), or the form came from elsewhere. */
export const messagePage = (
  words: PageWords,
  lng: string,
  message: { title: string; text?: string; jobs?: boolean },
) => {
  const raw = words.t(lng);
  const t: T = (key, values) => escapeAttr(raw(key, values));
  return pageFrame(
    null,
    [
      '<div class="col"><div class="paper">',
      `<div class="job"><span></span>${languageChoice(words, lng)}</div>`,
      `<h1>${t(message.title)}</h1>`,
      message.text ? `<p class="muted">${t(message.text)}</p>` : '',
      message.jobs
        ? `<p><a class="btn btn-l btn-c" href="${PUBLIC_URLS.jobBoard}">${t('common.seeOpenJobs')}</a></p>`
        : '',
      '</div></div>',
    ].join(''),
  );
};
