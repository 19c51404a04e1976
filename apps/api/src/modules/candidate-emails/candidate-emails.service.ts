import {
  deliveryOf,
  renderEmailTemplate,
  type TApplicantKind,
  type TCandidateEmail,
  type TCandidateEmailSend,
} from '@ats/contract';
import type { Db } from '../../db/client';
import { iso, isoRequired } from '../../lib/dates';
import { badRequest } from '../../lib/http-error';
import type { AuthContext } from '../../plugins/route-access';
import { recordAudit } from '../audit';
import { findEmailTemplate, templateInLanguage } from '../email-templates';
import { mergeValuesOf, reachApplicant, TIMELINE_ENTITY } from './applicant-context.repo';
import { enqueueCandidateEmail, listCandidateEmails } from './candidate-emails.repo';
import { textShownToStaff } from './candidate-mail-purposes';

export const createCandidateEmailsService = (db: Db, publicUrl: string) => ({
  async list(kind: TApplicantKind, applicantId: string, caller: AuthContext): Promise<TCandidateEmail[]> {
    await reachApplicant(db, caller, kind, applicantId, 'view');
    const rows = await listCandidateEmails(db, kind, applicantId);
    return rows.map((r) => ({
      id: r.id,
      to: r.to,
      subject: r.subject,
      text: textShownToStaff(r.purpose, r.text),
      purpose: r.purpose,
      delivery: deliveryOf(r.status),
      error: r.status === 'failed' ? r.lastError : null,
      hasCalendarInvite: Boolean(r.icalEvent),
      sentBy: r.firstName ? `${r.firstName} ${r.lastName}` : null,
      createdAt: isoRequired(r.createdAt),
      deliveredAt: iso(r.sentAt),
    }));
  },

  /** Fills a template for the applicant and queues it; audited on the applicant's timeline. */
  async send(input: TCandidateEmailSend, caller: AuthContext) {
    return db.transaction(async (tx) => {
      const ctx = await reachApplicant(tx, caller, input.kind, input.applicantId, 'edit');
      if (!ctx.email) throw badRequest('The applicant has no email address');
      const chosen = await findEmailTemplate(tx, input.templateId);
      if (!chosen) throw badRequest('Validation failed', ['templateId: template not found']);
      const template = await templateInLanguage(tx, chosen, input.language ?? ctx.language);
      const mail = renderEmailTemplate(template, mergeValuesOf(ctx, publicUrl));
      const outboxId = await enqueueCandidateEmail(
        tx,
        { to: ctx.email, ...mail },
        {
          kind: ctx.kind,
          applicantId: ctx.id,
          purpose: template.purpose,
          templateId: template.id,
          sentBy: caller.userId,
        },
      );
      await recordAudit(tx, {
        actorId: caller.userId,
        action: 'email_sent',
        entityType: TIMELINE_ENTITY[ctx.kind],
        entityId: ctx.id,
        diff: { subject: mail.subject, purpose: template.purpose },
      });
      return { id: outboxId, subject: mail.subject };
    });
  },
});
