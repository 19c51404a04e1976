import { randomUUID } from 'node:crypto';
import {
  PRIVACY_NOTICE_VERSION,
  type TApplicationPlan,
  type ZApplicationPersonalInfoSubmit,
} from '@ats/contract';
import type { z } from 'zod';
import { badRequest } from '../../lib/http-error';
import { sha256 } from '../../lib/tokens';
import { linkApplication, phoneDigitsOf, phoneErrors } from '../applicant-common';
import { emitWebhookEvent } from '../webhooks';
import { type CandidateContext, cookieNameOf, deviceOf, newReference } from './application-context';
import type { FlowCore } from './application-flow-core';
import { stepsOf, totalMinutes } from './application-steps';
import * as repo from './applications.repo';

/** The job's plan (before the application exists) and personal-info, which starts the application. */
export const personalInfoStep = (core: FlowCore) => ({
  /** The public plan: which steps this job's application has and how long it takes. */
  async plan(requisitionId: string): Promise<TApplicationPlan> {
    const req = await core.publishedRequisition(core.db, requisitionId);
    const content = await core.contentOf(core.db, req);
    const steps = stepsOf(content, {});
    return {
      requisitionId: req.id,
      title: req.title,
      clientName: req.clientName,
      country: req.country as TApplicationPlan['country'],
      instructions: req.instructions,
      reminders: req.reminders,
      steps,
      totalMinutes: totalMinutes(steps),
      needsCamera: steps.some((s) => s.step === 'video-questions' && s.state === 'pending'),
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    };
  },

  /**
   * personal-info: starts the application (requisition applicant, status incomplete), or, for
   * the same email/phone, resumes the existing one: with this browser's cookie it continues;
   * otherwise the continue link is emailed again and nothing about it is answered.
   */
  async startApplication(
    requisitionId: string,
    body: z.output<typeof ZApplicationPersonalInfoSubmit>,
    ctx: CandidateContext,
  ) {
    return core.db.transaction(async (tx) => {
      const req = await core.publishedRequisition(tx, requisitionId);
      const info = body.personalInfo;
      const errors = phoneErrors(info.phone, info.country);
      if (body.consent.noticeVersion !== PRIVACY_NOTICE_VERSION) {
        errors.push(`consent.noticeVersion: the current privacy notice is ${PRIVACY_NOTICE_VERSION}`);
      }
      if (errors.length) throw badRequest('Check your details', errors);
      const digits = phoneDigitsOf(info.phone);
      const duplicate = await repo.findDuplicate(tx, requisitionId, info.email, digits);
      if (duplicate) {
        const cookie = ctx.cookies[cookieNameOf(duplicate.id)];
        const mine = cookie && (await repo.findSession(tx, sha256(cookie), 'cookie', duplicate.id));
        if (mine) {
          const state = await core.reloadState(tx, duplicate.id);
          return { reply: { resumed: false as const, state }, cookie: null };
        }
        await core.emailContinueLink(tx, duplicate.id);
        return { reply: { resumed: true as const, emailed: true as const }, cookie: null };
      }
      const content = await core.contentOf(tx, req);
      const now = new Date();
      const applicantId = await repo.insertApplicant(tx, {
        id: randomUUID(),
        requisitionId,
        firstName: info.firstName,
        lastName: info.lastName,
        email: info.email,
        phone: info.phone,
        phoneDigits: digits,
        address: info.address,
        country: info.country,
        // Mail about this person is written in the language they applied in (staff may override per send).
        language: body.locale,
        status: 'incomplete',
      });
      const device = deviceOf(ctx.userAgent);
      await repo.insertApplication(tx, {
        applicantId,
        requisitionId,
        reference: newReference(),
        stepsDone: { 'job-description': now.toISOString(), 'instructions-reminders': now.toISOString() },
        qualificationSnapshot: content.qualification,
        consentAt: now,
        consentVersion: body.consent.noticeVersion,
        accommodations: body.accommodations,
        locale: body.locale,
        visitorId: body.visitorId ?? null,
        device,
        source: body.source,
      });
      await linkApplication(tx, 'requisition', applicantId);
      await emitWebhookEvent(tx, 'applicant.created', {
        requisitionApplicantId: applicantId,
        requisitionId,
        kind: 'requisition',
        ...info,
        status: 'incomplete',
      });
      await core.auditApplication(
        tx,
        applicantId,
        'create',
        { via: 'application flow', requisitionId, consentVersion: body.consent.noticeVersion },
        ctx.ip,
      );
      const a = (await repo.findApplication(tx, applicantId))!;
      await core.completeStep(tx, a, 'personal-info', device);
      const state = await core.reloadState(tx, applicantId);
      // A job with nothing more to ask is sent at once: its confirmation carries the status link.
      if (!state.completedAt) await core.emailContinueLink(tx, applicantId);
      const cookie = await core.issueCookie(tx, applicantId);
      return { reply: { resumed: false as const, state }, cookie };
    });
  },
});
