import type { TRequisition } from '@ats/contract';
import { describe, expect, it } from 'vitest';
import { EMPTY_REQUISITION, formValuesOf, updateBodyOf, ZRequisitionForm } from './requisition-form';

const saved = {
  id: '00000000-0000-4000-8000-000000000001',
  requisitionUid: 'REQ-2611-0001',
  name: 'Voice agents',
  lobId: '00000000-0000-4000-8000-000000000002',
  lob: { id: '00000000-0000-4000-8000-000000000002', name: 'Care' },
  jobTitle: {
    internalJobCode: '',
    jobTitle: 'Customer Service Representative',
    location: 'Makati',
    type: 'full-time',
    workEnvironment: 'onsite',
  },
  groupType: 'bpo',
  country: 'philippines',
  description: '',
  instructions: '',
  reminders: '',
  payText: '',
  shiftText: '',
  status: 'draft',
  statusChangedAt: '2026-11-21T00:00:00.000Z',
  publishStatus: 'unpublished',
  publishedAt: null,
  startDate: null,
  clientSubmissionDate: null,
  requiredHC: 1,
  numHired: 0,
  applicantCount: 0,
  deletable: true,
  reasonForCancellation: null,
  visits: 0,
  createdAt: '2026-11-21T00:00:00.000Z',
  updatedAt: '2026-11-21T00:00:00.000Z',
  createdBy: null,
  qualificationQuestionProfileId: '00000000-0000-4000-8000-000000000003',
  videoQuestionProfileId: null,
  resumeProfileId: '00000000-0000-4000-8000-000000000004',
  typingTestId: null,
} satisfies TRequisition;

describe('requisition form', () => {
  it('starts a new requisition with every screening step skipped', () => {
    expect(EMPTY_REQUISITION).toMatchObject({
      qualificationQuestionProfileId: null,
      videoQuestionProfileId: null,
      resumeProfileId: null,
      typingTestId: null,
    });
  });

  it('loads the screening steps and sends all four on save (null clears a step)', () => {
    const values = ZRequisitionForm.parse(formValuesOf(saved));
    const body = updateBodyOf(values);
    expect(body).toMatchObject({
      qualificationQuestionProfileId: saved.qualificationQuestionProfileId,
      videoQuestionProfileId: null,
      resumeProfileId: saved.resumeProfileId,
      typingTestId: null,
    });
  });

  it('treats a requisition answered without the fields as having no steps', () => {
    const { typingTestId: _t, videoQuestionProfileId: _v, ...older } = saved;
    expect(formValuesOf(older as TRequisition)).toMatchObject({
      typingTestId: null,
      videoQuestionProfileId: null,
    });
  });
});
