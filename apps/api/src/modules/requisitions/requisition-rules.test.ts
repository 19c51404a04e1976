import { REQUISITION_STATUSES, REQUISITION_TRANSITIONS, type TRequisitionStatus } from '@ats/contract';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-error';
import { applyStatusRules, type StatusState } from './requisition-rules';

const state = (over: Partial<StatusState> = {}): StatusState => ({
  status: 'draft',
  publishStatus: 'unpublished',
  startDate: '2027-01-10',
  clientSubmissionDate: null,
  reasonForCancellation: null,
  descriptionHasText: true,
  ...over,
});

const statusOf = (fn: () => unknown) => {
  try {
    fn();
    return 200;
  } catch (e) {
    return e instanceof HttpError ? e.statusCode : 500;
  }
};

const STATUSES = Object.keys(REQUISITION_STATUSES) as TRequisitionStatus[];

describe('requisition status rules', () => {
  it('allows exactly the transitions of the table; everything else is 409', () => {
    for (const from of STATUSES) {
      for (const to of STATUSES) {
        const change = {
          status: to,
          ...(to === 'moved' ? { startDate: '2027-02-01' } : {}),
          ...(to === 'cancelled' ? { reasonForCancellation: 'Client paused hiring' } : {}),
        };
        const expected = from === to || REQUISITION_TRANSITIONS[from].includes(to) ? 200 : 409;
        expect(
          statusOf(() => applyStatusRules(state({ status: from }), change)),
          `${from} → ${to}`,
        ).toBe(expected);
      }
    }
  });

  it('moving needs a changed date, cancelling a reason (400)', () => {
    const opened = state({ status: 'opened' });
    expect(statusOf(() => applyStatusRules(opened, { status: 'moved' }))).toBe(409);
    expect(statusOf(() => applyStatusRules(opened, { status: 'moved', startDate: '2027-01-10' }))).toBe(409);
    expect(
      statusOf(() => applyStatusRules(opened, { status: 'moved', clientSubmissionDate: '2027-01-01' })),
    ).toBe(200);
    expect(
      statusOf(() => applyStatusRules(opened, { status: 'cancelled', reasonForCancellation: ' ' })),
    ).toBe(400);
  });

  it('unpublishes filled and cancelled, refuses to publish anything but opened or moved, or without a description', () => {
    const live = state({ status: 'opened', publishStatus: 'published' });
    expect(applyStatusRules(live, { status: 'filled' })).toMatchObject({
      publishStatus: 'unpublished',
      publishChanged: true,
    });
    expect(statusOf(() => applyStatusRules(live, { status: 'filled', publishStatus: 'published' }))).toBe(
      409,
    );
    expect(statusOf(() => applyStatusRules(state(), { publishStatus: 'published' }))).toBe(409);
    expect(
      statusOf(() =>
        applyStatusRules(state({ status: 'moved', descriptionHasText: false }), {
          publishStatus: 'published',
        }),
      ),
    ).toBe(409);
    expect(applyStatusRules(state({ status: 'moved' }), { publishStatus: 'published' }).publishChanged).toBe(
      true,
    );
  });

  it('clears the reason when leaving cancelled', () => {
    const cancelled = state({ status: 'cancelled', reasonForCancellation: 'Paused' });
    expect(applyStatusRules(cancelled, {}).reasonForCancellation).toBe('Paused');
    expect(applyStatusRules(cancelled, { status: 'draft' }).reasonForCancellation).toBeNull();
  });
});
