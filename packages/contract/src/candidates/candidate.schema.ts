import { z } from 'zod';
import { ZLine } from '../common/text';

/** The manual applicant dialog's check while the email or phone is typed. */
export const ZDuplicateCheckQuery = z.object({
  email: ZLine('Email').max(254).optional(),
  phone: ZLine('Phone').max(40).optional(),
  /** The manual applicant being edited (left out of the answer). */
  excludeId: z.uuid().optional(),
});
export type TDuplicateCheckQuery = z.input<typeof ZDuplicateCheckQuery>;
