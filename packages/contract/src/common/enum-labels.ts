/**
 * The labels of the spec's enumerations, written once. Kept apart from their zod schemas
 * (enums.ts) so a page that shows labels only (the public job page) does not load zod.
 */
export const COUNTRIES = {
  philippines: { label: 'Philippines' },
  'costa-rica': { label: 'Costa Rica' },
  'south-africa': { label: 'South Africa' },
  india: { label: 'India' },
  usa: { label: 'USA' },
} as const;

export const EMPLOYMENT_TYPES = {
  'part-time': { label: 'Part-time' },
  'full-time': { label: 'Full-time' },
} as const;

export const WORK_MODES = { remote: { label: 'Remote' }, onsite: { label: 'Onsite' } } as const;

export const LINE_TYPES = {
  bpo: { label: 'BPO' },
  corporate: { label: 'Corporate' },
  'small-teams': { label: 'Small Teams' },
} as const;

export const GROUP_TYPES = { bpo: { label: 'BPO' }, 'small-teams': { label: 'Small Teams' } } as const;

export const EDUCATION_LEVELS = {
  'high-school': { label: 'High School Diploma' },
  associate: { label: "Associate's Degree" },
  bachelor: { label: "Bachelor's Degree" },
  master: { label: "Master's Degree" },
  doctorate: { label: 'Doctorate' },
  other: { label: 'Other' },
} as const;

export const QUESTION_TYPES = {
  'text-entry': { label: 'Text entry' },
  'multiple-choice': { label: 'Multiple choice' },
} as const;

export const PUBLISH_STATUSES = {
  unpublished: { label: 'Unpublished' },
  published: { label: 'Published' },
} as const;

export const APPLICANT_STATUSES = {
  incomplete: { label: 'Incomplete' },
  declined: { label: 'Declined', description: 'Does not meet qualifications' },
  sent_to_operations: { label: 'Sent to Operations', description: 'Application sent to operations' },
  interview_scheduled: { label: 'Interview Scheduled', description: 'Face-to-face interview scheduled' },
  recommended: { label: 'Recommended', description: 'Recommended to the client' },
  for_offer: { label: 'For Offer', description: 'Meets all qualifications and offer extended' },
  offer_accepted: { label: 'Offer Accepted', description: 'Accepted and scheduled for training' },
  complete: { label: 'Complete' },
} as const;

export const DECLINE_REASONS = {
  DEC000: { label: 'Prescreen Resume & Qualifications' },
  DEC001: { label: 'Looking for Higher Compensation' },
  DEC002: { label: 'Did Not Meet Minimum Resume Requirements' },
  DEC003: { label: 'No Call Center Experience' },
  DEC004: { label: 'Did Not Meet Minimum Qualifications' },
  DEC005: { label: 'Poor Communication Skills' },
  DEC006: { label: 'Looking for WFH' },
  DEC007: { label: 'Current Employed/No Longer Exploring' },
  DEC008: { label: 'Personal Reasons, and Poor Behavior' },
} as const;

export const UPLOAD_FILE_TYPES = [
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'txt',
  'csv',
  'jpg',
  'jpeg',
  'png',
  'gif',
  'svg',
  'mp3',
  'wav',
  'mp4',
  'mov',
  'zip',
  'rar',
  'json',
] as const;

export type TUploadFileType = (typeof UPLOAD_FILE_TYPES)[number];
