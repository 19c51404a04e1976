import type {
  TClassRequest,
  TClassRequestListItem,
  TClassRequestSubmitInput,
  TClassRequestSubmitResult,
  TListPage,
} from '@ats/contract';
import { call } from './api-client';

/** A complete agent request as a guest would send it; `over` changes any field. */
export const agentRequest = (over: Partial<TClassRequestSubmitInput> = {}): TClassRequestSubmitInput =>
  ({
    type: 'agent',
    requesterName: 'Dana Client',
    email: 'dana.client@example.com',
    phone: '+63 2 8123 4567',
    company: 'Northwind Telecom',
    positionTitle: 'Customer Service Representative',
    headcount: 20,
    targetStartDate: '2027-03-01',
    country: 'philippines',
    workMode: 'onsite',
    employmentType: 'full-time',
    shift: 'night',
    hoursPerWeek: 40,
    payMin: 450,
    payMax: 600,
    payCurrency: 'USD',
    payPeriod: 'month',
    notes: '',
    channels: ['voice'],
    languages: [{ language: 'English', level: 'fluent' }],
    minTypingWpm: 30,
    callCenterExperience: 'six-months',
    accountType: 'inbound',
    ...over,
  }) as TClassRequestSubmitInput;

/** Submits through the public route (no token), like the hiring form does. */
export const submitClassRequest = (body: TClassRequestSubmitInput) =>
  call<TClassRequestSubmitResult>('POST', '/talent-discovery-requests/submit', { body });

export const findClassRequest = async (token: string, referenceNumber: string) => {
  const page = await call<TListPage<TClassRequestListItem>>('GET', '/talent-discovery-requests/list', {
    token,
    query: { search: referenceNumber },
  });
  const item = page.items[0];
  if (!item) throw new Error(`class request ${referenceNumber} not found`);
  return call<TClassRequest>('GET', `/talent-discovery-requests/view/${item.id}`, { token });
};
