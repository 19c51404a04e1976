import type { Db } from '../../db/client';
import type { AuthContext } from '../../plugins/route-access';
import { createCandidateEmailsService } from './candidate-emails.service';

/**
 * Bulk status emails from a template (the single-status dialog's picker): each changed applicant
 * with an email gets it, merge fields filled per person, in the change's transaction.
 */
export const sendTemplate = async (
  tx: Db,
  kind: 'manual' | 'requisition',
  rows: { id: string; email: string }[],
  templateId: string | undefined,
  caller: AuthContext,
  publicUrl = '',
) => {
  if (!templateId) return '';
  const emails = createCandidateEmailsService(tx, publicUrl);
  const to = rows.filter((r) => r.email);
  for (const r of to) await emails.send({ kind, applicantId: r.id, templateId }, caller);
  return `, ${to.length} emailed`;
};
