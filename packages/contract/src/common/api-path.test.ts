import { describe, expect, it } from 'vitest';
import { REQUISITION_PATHS } from '../requisitions/requisition-paths';
import { WEBHOOK_PATHS } from '../webhooks/webhook-paths';
import { apiPath } from './api-path';

describe('apiPath', () => {
  it('fills each :param, encoded, and leaves a path without params as it is', () => {
    expect(apiPath(WEBHOOK_PATHS.resend, { id: 'a/b', deliveryId: 'c d' })).toBe(
      '/api/webhooks/resend/a%2Fb/c%20d',
    );
    expect(apiPath(REQUISITION_PATHS.list)).toBe('/api/requisitions/list');
  });

  it('refuses a missing param instead of sending a request to a wrong path', () => {
    expect(() => apiPath(REQUISITION_PATHS.get, {} as { id: string })).toThrow('id is required');
  });
});
