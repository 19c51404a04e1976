import { z } from 'zod';
import { payAmountOf } from '../candidate-pages/pay-amount';
import { ZCountry, ZEmploymentType, ZWorkMode } from '../common/enums';
import { ZLine } from '../common/text';
import type { TRequisitionPublic } from '../requisitions/requisition.schema';

const COUNTRY_CODES: Record<string, string> = {
  philippines: 'PH',
  'costa-rica': 'CR',
  'south-africa': 'ZA',
  india: 'IN',
  usa: 'US',
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

type JobLike = Pick<
  TRequisitionPublic,
  | 'id'
  | 'title'
  | 'description'
  | 'payText'
  | 'shiftText'
  | 'clientName'
  | 'publishedAt'
  | 'type'
  | 'workEnvironment'
  | 'country'
  | 'location'
  | 'startDate'
>;

/** A job's country as the ISO 3166 code job search engines read ("CR"). */
export const countryCodeOf = (country: string) => COUNTRY_CODES[country] ?? country;

/**
 * schema.org JobPosting for job search engines (Google for Jobs and others); server and browser.
 * What the data holds and nothing more (docs/decisions/candidate-pages.md#jobposting): `baseSalary`
 * only where the pay text states a currency, amount and unit; no `validThrough`, since a job has
 * no closing date (it leaves the board, the sitemap and the feeds when it is closed). `directApply`:
 * the Apply link is the application itself, on this site.
 */
export const jobPostingOf = (job: JobLike, url: string) => {
  const country = countryCodeOf(job.country);
  const remote = job.workEnvironment === 'remote';
  const pay = payAmountOf(job.payText);
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: [
      job.description || `<p>${escapeHtml(job.title)}</p>`,
      job.payText ? `<p>Pay: ${escapeHtml(job.payText)}</p>` : '',
      job.shiftText ? `<p>Shift: ${escapeHtml(job.shiftText)}</p>` : '',
    ].join(''),
    identifier: { '@type': 'PropertyValue', name: job.clientName, value: job.id },
    datePosted: job.publishedAt ?? undefined,
    employmentType: job.type === 'part-time' ? 'PART_TIME' : 'FULL_TIME',
    hiringOrganization: { '@type': 'Organization', name: job.clientName },
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: country },
        }
      : {}),
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(job.location ? { addressLocality: job.location } : {}),
        addressCountry: country,
      },
    },
    ...(pay
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: pay.currency,
            value: {
              '@type': 'QuantitativeValue',
              ...(pay.min === pay.max ? { value: pay.min } : { minValue: pay.min, maxValue: pay.max }),
              unitText: pay.unit,
            },
          },
        }
      : {}),
    directApply: true,
    ...(job.startDate ? { jobStartDate: job.startDate } : {}),
    ...(job.shiftText ? { workHours: job.shiftText } : {}),
    url,
  };
};

/** JSON for a `<script type="application/ld+json">`: `<` escaped so it can never close the element. */
export const jsonLdText = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

/** The public job board: published jobs, newest first. */
export const ZJobBoardQuery = z.object({
  search: ZLine('Search').max(100).optional(),
  country: ZCountry.optional(),
  workMode: ZWorkMode.optional(),
});
export type TJobBoardQuery = z.input<typeof ZJobBoardQuery>;
export const ZJobBoardItem = z.object({
  id: z.uuid(),
  title: z.string(),
  clientName: z.string(),
  location: z.string(),
  country: ZCountry,
  type: ZEmploymentType,
  workEnvironment: ZWorkMode,
  payText: z.string(),
  publishedAt: z.string().nullable(),
  /** Plain-text start of the description (the card's summary). */
  summary: z.string(),
  description: z.string(),
  shiftText: z.string(),
  startDate: z.string().nullable(),
});
export type TJobBoardItem = z.infer<typeof ZJobBoardItem>;
/** The board shows at most this many jobs (newest first); narrower filters find the rest. */
export const JOB_BOARD_LIMIT = 200;
