import { z } from 'zod';
import { ZLine } from '../common/text';

/**
 * The subset of JSON Resume (jsonresume.org, schema v1) the parser fills. Dates are the
 * schema's iso8601 (`2020`, `2020-03` or `2020-03-01`); a role held until now has no `endDate`.
 * The server also validates every parsed resume against the official `@jsonresume/schema`.
 */
const ZIsoDate = z
  .string()
  .regex(/^([1-2][0-9]{3}-[0-1][0-9]-[0-3][0-9]|[1-2][0-9]{3}-[0-1][0-9]|[1-2][0-9]{3})$/);
const s = (max: number) => z.string().max(max);

export const ZJsonResume = z.object({
  basics: z
    .object({
      name: s(200).optional(),
      label: s(300).optional(),
      email: s(320).optional(),
      phone: s(40).optional(),
      url: s(2000).optional(),
      summary: s(5000).optional(),
      location: z
        .object({
          address: s(300).optional(),
          city: s(100).optional(),
          region: s(100).optional(),
          postalCode: s(20).optional(),
          countryCode: s(2).optional(),
        })
        .optional(),
      profiles: z
        .array(z.object({ network: s(60).optional(), username: s(200).optional(), url: s(2000).optional() }))
        .max(20)
        .optional(),
    })
    .default({}),
  work: z
    .array(
      z.object({
        name: s(300).optional(),
        position: s(300).optional(),
        location: s(200).optional(),
        startDate: ZIsoDate.optional(),
        endDate: ZIsoDate.optional(),
        summary: s(5000).optional(),
        highlights: z.array(s(2000)).max(100).optional(),
      }),
    )
    .max(100)
    .default([]),
  education: z
    .array(
      z.object({
        institution: s(300).optional(),
        area: s(300).optional(),
        studyType: s(200).optional(),
        startDate: ZIsoDate.optional(),
        endDate: ZIsoDate.optional(),
        score: s(50).optional(),
      }),
    )
    .max(50)
    .default([]),
  skills: z
    .array(
      z.object({ name: s(200), level: s(100).optional(), keywords: z.array(s(200)).max(100).optional() }),
    )
    .max(300)
    .default([]),
  languages: z
    .array(z.object({ language: s(100), fluency: s(100).optional() }))
    .max(50)
    .default([]),
  certificates: z
    .array(
      z.object({
        name: s(300),
        issuer: s(300).optional(),
        date: ZIsoDate.optional(),
        url: s(2000).optional(),
      }),
    )
    .max(100)
    .default([]),
});
export type TJsonResume = z.infer<typeof ZJsonResume>;

/** Where a parsed value came from: page (1-based), and the line's top-left in PDF points (or the line number in text files). */
export const ZFieldSource = z.object({
  /** Dotted path into the resume, e.g. `basics.email`, `work.0.position`. */
  path: z.string(),
  /** 0–1: how sure the parser is (1 = matched a strict pattern such as an email). */
  confidence: z.number().min(0).max(1),
  page: z.number().int().min(1),
  /** 1-based line in reading order. */
  line: z.number().int().min(1),
  /** PDF points from the left/top of the page (null when the file has no positions). */
  x: z.number().nullable(),
  y: z.number().nullable(),
  /** The resume text the value was read from. */
  text: z.string(),
});
export type TFieldSource = z.infer<typeof ZFieldSource>;

export const RESUME_SOURCES = ['pdf', 'docx', 'doc', 'txt'] as const;

/** What `parse-resume` answers (the `output` of its `result` event). */
export const ZParsedResume = z.object({
  /** `parsed`, or `no-text-layer` for images and scanned PDFs (OCR is not attempted). */
  status: z.enum(['parsed', 'no-text-layer']),
  source: z.enum(RESUME_SOURCES).nullable(),
  pages: z.number().int(),
  /** 2 when a two-column layout was detected on any page. */
  columns: z.number().int(),
  resume: ZJsonResume,
  fields: z.array(ZFieldSource),
  /** Plain reading-order text the parser read (what the evidence quotes). */
  text: z.string(),
  warnings: z.array(z.string()),
  /** `rules-v1` for the built-in parser; the model when a provider refined it. */
  parser: z.string(),
});
export type TParsedResume = z.infer<typeof ZParsedResume>;

const ZS3Key = ZLine('s3Key').min(1, 's3Key is required').max(500);

/** `POST /applicant-interviews/parse-resume` (streamed). */
export const ZParseResumeRequest = z.object({ s3Key: ZS3Key });
export type TParseResumeRequest = z.infer<typeof ZParseResumeRequest>;
