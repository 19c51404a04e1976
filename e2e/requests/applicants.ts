import type {
  TApplicant,
  TApplicantCreate,
  TRequisitionApplicantCreate,
  TRequisitionApplicantDetail,
} from '@ats/contract';
import { call } from './api-client';

export const createApplicant = (token: string, body: TApplicantCreate) =>
  call<TApplicant>('POST', '/applicants/create', { token, body });

/** A requisition applicant added by a recruiter (the public application flow comes later). */
export const createRequisitionApplicant = (token: string, body: TRequisitionApplicantCreate) =>
  call<TRequisitionApplicantDetail>('POST', '/requisitions/applicant/create', { token, body });
