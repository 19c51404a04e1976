import { jobPostingOf, jsonLdText, type TJobBoardItem } from '@ats/contract';

/** schema.org JobPosting of one job on the board (the job page's own is rendered by the server). */
export const JobPostingJsonLd = ({ job, url }: { job: TJobBoardItem; url: string }) => (
  <script
    type="application/ld+json"
    // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data, with < escaped
    dangerouslySetInnerHTML={{ __html: jsonLdText(jobPostingOf(job, url)) }}
  />
);
