import type { TRequisitionPublic } from '@ats/contract';

const COUNTRY_CODES: Record<string, string> = {
  philippines: 'PH',
  'costa-rica': 'CR',
  'south-africa': 'ZA',
  india: 'IN',
  usa: 'US',
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/** schema.org JobPosting for job search engines (Google for Jobs and others). */
export const jobPostingOf = (job: TRequisitionPublic, url: string) => {
  const country = COUNTRY_CODES[job.country] ?? job.country;
  const remote = job.workEnvironment === 'remote';
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: [
      job.description || `<p>${job.title}</p>`,
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
    ...(job.startDate ? { jobStartDate: job.startDate } : {}),
    ...(job.shiftText ? { workHours: job.shiftText } : {}),
    url,
  };
};

/** `<` is escaped so the description can never close the script element. */
export const JobPostingJsonLd = ({ job }: { job: TRequisitionPublic }) => (
  <script
    type="application/ld+json"
    // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data, with < escaped
    dangerouslySetInnerHTML={{
      __html: JSON.stringify(jobPostingOf(job, window.location.href)).replace(/</g, '\\u003c'),
    }}
  />
);
