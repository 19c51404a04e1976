import { z } from 'zod';
import { keysOf } from '../common/labelled';
import { ZLine, ZText } from '../common/text';

/** What a template is for; the status dialogs and the scheduler pick by purpose. */
export const EMAIL_TEMPLATE_PURPOSES = {
  invitation: { label: 'Interview invitation' },
  decline: { label: 'Decline reason' },
  offer: { label: 'Offer' },
  reminder: { label: 'Reminder' },
} as const;
export const ZEmailTemplatePurpose = z.enum(keysOf(EMAIL_TEMPLATE_PURPOSES));
export type TEmailTemplatePurpose = z.infer<typeof ZEmailTemplatePurpose>;

export const EMAIL_LANGUAGES = { en: { label: 'English' }, es: { label: 'Spanish' } } as const;
export const ZEmailLanguage = z.enum(keysOf(EMAIL_LANGUAGES));
export type TEmailLanguage = z.infer<typeof ZEmailLanguage>;

/** Merge fields a template may use, written `{{name}}`; anything else is refused on save. */
export const MERGE_FIELDS = {
  candidate_name: { label: 'Candidate full name', example: 'Ana Reyes' },
  first_name: { label: 'Candidate first name', example: 'Ana' },
  job_title: { label: 'Job title', example: 'Customer Support Agent' },
  requisition: { label: 'Requisition (uid and name)', example: 'REQ-2611-0042 Support Manila' },
  line_of_business: { label: 'Line of business', example: 'Acme Retail' },
  job_link: { label: 'Link to the job page', example: 'https://ats.example.com/interviews/requisition/…' },
  interview_when: { label: 'Interview date and time', example: 'Tue, 1 Dec 2026, 10:00 (Asia/Manila)' },
  interview_where: { label: 'Interview place or video link', example: 'https://meet.example.com/abc' },
} as const;
export type TMergeField = keyof typeof MERGE_FIELDS;
export type TMergeValues = Partial<Record<TMergeField, string>>;

const FIELD = /\{\{\s*([a-z_]+)\s*\}\}/g;

/** Merge fields used in a text that are not known (each once, in order). */
export const unknownMergeFields = (text: string): string[] => {
  const out = new Set<string>();
  for (const m of text.matchAll(FIELD)) if (!(m[1]! in MERGE_FIELDS)) out.add(m[1]!);
  return [...out];
};

const fill = (text: string, values: TMergeValues, encode: (s: string) => string) =>
  text
    .split(/(\{\{\s*[a-z_]+\s*\}\})/g)
    .map((part, i) => {
      if (i % 2 === 0) return encode(part);
      const name = part.replace(/[{}\s]/g, '') as TMergeField;
      return encode(values[name] ?? '');
    })
    .join('');

export const escapeHtml = (s: string) =>
  s
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/**
 * Fills a template. The text part is plain text; the HTML part escapes the template and every
 * value (a candidate named `<b>` stays text) and keeps paragraphs; the subject is one line.
 */
export const renderEmailTemplate = (
  t: { subject: string; body: string },
  values: TMergeValues,
): { subject: string; text: string; html: string } => {
  const oneLine = Object.fromEntries(
    Object.entries(values).map(([k, v]) => [k, String(v ?? '').replace(/[\r\n]+/g, ' ')]),
  ) as TMergeValues;
  const body = t.body.replace(/\r\n?/g, '\n');
  const text = fill(body, values, (s) => s);
  const html = fill(body, values, escapeHtml)
    .split(/\n{2,}/)
    .map((p) => `<p>${p.replaceAll('\n', '<br>')}</p>`)
    .join('\n');
  return { subject: fill(t.subject, oneLine, (s) => s).trim(), text, html };
};

const mergeFieldsIssue = (v: { subject?: string; body?: string }, ctx: z.RefinementCtx) => {
  for (const key of ['subject', 'body'] as const) {
    const unknown = unknownMergeFields(v[key] ?? '');
    if (unknown.length)
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: `unknown merge field${unknown.length > 1 ? 's' : ''}: ${unknown.map((u) => `{{${u}}}`).join(', ')}`,
      });
  }
};

const fields = {
  name: ZLine('Name').min(1, 'Name is required').max(120),
  purpose: ZEmailTemplatePurpose,
  language: ZEmailLanguage,
  subject: ZLine('Subject').min(1, 'Subject is required').max(200),
  body: ZText('Body').min(1, 'Body is required').max(10000),
};

export const ZEmailTemplateCreate = z.object(fields).superRefine(mergeFieldsIssue);
export type TEmailTemplateCreate = z.input<typeof ZEmailTemplateCreate>;
export const ZEmailTemplateUpdate = ZEmailTemplateCreate;
export type TEmailTemplateUpdate = TEmailTemplateCreate;

export const ZEmailTemplate = z.object({
  id: z.uuid(),
  ...fields,
  updatedAt: z.string(),
  createdAt: z.string(),
});
export type TEmailTemplate = z.infer<typeof ZEmailTemplate>;

export const ZEmailTemplateListQuery = z.object({
  purpose: ZEmailTemplatePurpose.optional(),
  language: ZEmailLanguage.optional(),
});
export type TEmailTemplateListQuery = z.infer<typeof ZEmailTemplateListQuery>;

/** The template purpose that fits a status change (the status dialogs preselect it). */
export const purposeForStatus = (status: string): TEmailTemplatePurpose | undefined =>
  status === 'declined'
    ? 'decline'
    : status === 'interview_scheduled'
      ? 'invitation'
      : status === 'for_offer' || status === 'offer_accepted'
        ? 'offer'
        : undefined;
