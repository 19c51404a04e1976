import type { ZApplicationResumeSubmit } from '@ats/contract';
import type { z } from 'zod';
import { badRequest, notFound } from '../../lib/http-error';
import { phoneErrors } from '../applicant-common';
import { type CandidateContext, cookieApplicantIds, deviceOf } from './application-context';
import type { FlowCore } from './application-flow-core';
import * as repo from './applications.repo';
import { contactChange } from './contact-change';
import { knockOut } from './knock-out';

/**
 * resume-profile: the application of this browser's cookie for the job gets its resume and the
 * confirmed personal info; revisited before the application is sent, the same call changes them
 * (the resume only when a new one is uploaded).
 */
export const resumeStep = (core: FlowCore) => ({
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
      const upload = body.resumeS3Key
        ? await core.uploads.attachable(
            body.resumeS3Key,
            'resume',
            { type: 'applicant', applicantId: id },
            'resumeS3Key',
          )
        : null;
      return core.atStepOrEdit(id, ctx, 'resume-profile', async (tx, locked, editing) => {
        if (!upload && !(editing && locked.applicant.resumeUploadId))
          throw badRequest('Upload your resume', ['resumeS3Key: upload your resume first']);
        const info = body.personalInfo;
        // The verified email stays until a new one is confirmed; another applicant's phone is not taken.
        const contact = await contactChange(core).guard(tx, locked, info);
        await repo.updateApplicant(tx, id, {
          firstName: info.firstName,
          lastName: info.lastName,
          ...contact,
          address: info.address,
          country: info.country,
          ...(upload ? { resumeUploadId: upload.id } : {}),
        });
        if (!editing) await core.completeStep(tx, locked, 'resume-profile', deviceOf(ctx.userAgent));
        else if (locked.app.stepsDone['pre-screening'])
          await knockOut(core)(tx, (await repo.findApplication(tx, id))!, ctx);
        return core.reloadState(tx, id);
      });
    }
    throw notFound('Application');
  },
});
