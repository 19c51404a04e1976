import { z } from 'zod';
import { ZApplicantKind } from '../interviews/interview-enums';
import { ZApplicantRef } from '../notes/note.schema';
import { ZTag } from './tag-name';

export const TAGS_PER_APPLICANT = 30;

export const ZTagsQuery = ZApplicantRef;
export const ZTagsSet = ZApplicantRef.extend({
  tags: z.array(ZTag).max(TAGS_PER_APPLICANT, `At most ${TAGS_PER_APPLICANT} tags`),
});
export type TTagsSet = z.input<typeof ZTagsSet>;

export const ZTagOptionsQuery = z.object({ applicantKind: ZApplicantKind });
export const ZTagList = z.array(z.string());
