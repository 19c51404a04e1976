import type { TMailLanguage } from '@ats/contract';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../plugins/route-access';
import { createCandidateEmailsService } from './candidate-emails.service';

/**
 * Bulk status emails from a template (the single-status dialog's picker): each changed applicant
 * with an email gets it (in their language unless staff chose one), merge fields filled per
 * person, in the change's transaction.
 */
export const sendTemplate = async (
  tx: Db,
  kind: 'manual' | 'requisition',
  rows: { id: string; email: string }[],
  templateId: string | undefined,
  caller: AuthContext,
  publicUrl = '',
  /** Staff's language for this send; else each applicant's. */
  language?: TMailLanguage,
) => {
  if (!templateId) return '';
  const emails = createCandidateEmailsService(tx, publicUrl);
  const to = rows.filter((r) => r.email);
  for (const r of to)
    await emails.send({ kind, applicantId: r.id, templateId, ...(language ? { language } : {}) }, caller);
  return `, ${to.length} emailed`;
};
