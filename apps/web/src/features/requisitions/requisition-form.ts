import {
  screeningStepsOf,
  type TRequisition,
  type TRequisitionUpdate,
  ZRequisitionCreate,
} from '@ats/contract';
import type { z } from 'zod';

/** The builder's form: the contract's create schema without the status fields (they have actions). */
export const ZRequisitionForm = ZRequisitionCreate.omit({
  status: true,
  publishStatus: true,
  reasonForCancellation: true,
  requisitionUid: true,
});
export type TRequisitionFormIn = z.input<typeof ZRequisitionForm>;
export type TRequisitionFormOut = z.output<typeof ZRequisitionForm>;

export const EMPTY_REQUISITION: TRequisitionFormIn = {
  name: '',
  lobId: '',
  jobTitle: { jobTitle: '', internalJobCode: '', location: '', type: 'full-time', workEnvironment: 'onsite' },
  groupType: null,
  country: null,
  description: '',
  instructions: '',
  reminders: '',
  payText: '',
  shiftText: '',
  startDate: null,
  clientSubmissionDate: null,
  requiredHC: 1,
  numHired: 0,
  qualificationQuestionProfileId: null,
  videoQuestionProfileId: null,
  resumeProfileId: null,
  typingTestId: null,
};

export const formValuesOf = (r: TRequisition): TRequisitionFormIn => ({
  name: r.name,
  lobId: r.lobId,
  jobTitle: { ...r.jobTitle },
  groupType: r.groupType,
  country: r.country,
  description: r.description,
  instructions: r.instructions,
  reminders: r.reminders,
  payText: r.payText,
  shiftText: r.shiftText,
  startDate: r.startDate,
  clientSubmissionDate: r.clientSubmissionDate,
  requiredHC: r.requiredHC,
  numHired: r.numHired,
  ...screeningStepsOf(r),
});

/**
 * The update body of a saved form: empty group type / country mean "keep"; the four screening
 * ids are always sent (null clears a step).
 */
export const updateBodyOf = (v: TRequisitionFormOut): TRequisitionUpdate => {
  const { groupType, country, ...rest } = v;
  return { ...rest, ...(groupType ? { groupType } : {}), ...(country ? { country } : {}) };
};
