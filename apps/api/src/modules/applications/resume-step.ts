import type { ZApplicationResumeSubmit } from '@ats/contract';
import type { z } from 'zod';
import { badRequest, notFound } from '../../lib/http-error';
import { linkApplication, phoneDigitsOf } from '../applicant-common';
import { type CandidateContext, cookieApplicantIds, deviceOf } from './application-context';
import { type FlowCore, phoneErrors } from './application-flow-core';
import * as repo from './applications.repo';

/** resume-profile: the application of this browser's cookie for the job gets its resume. */
export const resumeStep = (core: FlowCore) => ({
  /** resume-profile: attaches the verified resume and the confirmed personal info. */
  async submitResume(
    requisitionId: string,
    body: z.output<typeof ZApplicationResumeSubmit>,
    ctx: CandidateContext,
  ) {
    for (const id of cookieApplicantIds(ctx.cookies)) {
      const a = await repo.findApplication(core.db, id);
      if (a?.app.requisitionId !== requisitionId) continue;
      const errors = phoneErrors(body.personalInfo.phone, body.personalInfo.country);
      if (errors.length) throw badRequest('Check your details', errors);
      const upload = await core.uploads.attachable(
        body.resumeS3Key,
        'resume',
        { type: 'applicant', applicantId: id },
        'resumeS3Key',
      );
      return core.atStep(id, ctx, 'resume-profile', async (tx, locked) => {
        const info = body.personalInfo;
        await repo.updateApplicant(tx, id, {
          firstName: info.firstName,
          lastName: info.lastName,
          email: info.email,
          phone: info.phone,
          phoneDigits: phoneDigitsOf(info.phone),
          address: info.address,
          country: info.country,
          resumeUploadId: upload.id,
        });
        // The confirmed email or phone may name a person already known (one candidate record).
        await linkApplication(tx, 'requisition', id);
        await core.completeStep(tx, locked, 'resume-profile', deviceOf(ctx.userAgent));
        return core.reloadState(tx, id);
      });
    }
    throw notFound('Application');
  },
});
