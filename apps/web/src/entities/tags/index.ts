export { ApplicantTags } from './applicant-tags';
export { useTagFilter } from './use-tag-filter';
