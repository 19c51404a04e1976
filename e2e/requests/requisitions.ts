import { randomUUID } from 'node:crypto';
import type { TLineOfBusiness, TRequisition, TRequisitionCreate, TRequisitionUpdate } from '@ats/contract';
import { call } from './api-client';

const unique = () => randomUUID().slice(0, 8);

/** A line of business through the API (tests never rely on demo data). */
export const createLineOfBusiness = (token: string, body: Partial<TLineOfBusiness> = {}) =>
  call<TLineOfBusiness>('POST', '/lobs/create', {
    token,
    body: {
      name: `Line ${unique()}`,
      clientName: 'E2E Client',
      lineType: 'bpo',
      country: 'philippines',
      ...body,
    },
  });

export const createRequisition = (token: string, body: Partial<TRequisitionCreate> & { lobId: string }) =>
  call<TRequisition>('POST', '/requisitions/create', {
    token,
    body: {
      name: `Requisition ${unique()}`,
      jobTitle: { jobTitle: 'Customer Service Representative', location: 'Makati City' },
      description: '<p>Help customers by phone and chat.</p>',
      ...body,
    },
  });

export const updateRequisition = (token: string, id: string, body: TRequisitionUpdate) =>
  call<TRequisition>('PUT', `/requisitions/update/${id}`, { token, body });

export const getRequisition = (token: string, id: string) =>
  call<TRequisition>('GET', `/requisitions/get/${id}`, { token });
