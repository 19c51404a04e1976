import { describe, expect, it } from 'vitest';
import { applicationContinuePath, applicationStepPath } from '../applications/application-paths';
import { apiPath } from '../common/api-path';
import { REQUISITION_PATHS } from '../requisitions/requisition-paths';
import { jobViewApiPath, PUBLIC_URLS, publicPath } from './public-urls';

describe('public URLs', () => {
  it('fills parameters, leaving an optional last one out when not given', () => {
    expect(publicPath('jobPage', { requisitionId: 'r1' })).toBe('/interviews/requisition/r1');
    expect(publicPath('applicationStep', { requisitionId: 'r1', applicantId: 'a1' })).toBe(
      '/interviews/requisition/r1/a1',
    );
    expect(publicPath('jobBoard')).toBe(PUBLIC_URLS.jobBoard);
    expect(() => publicPath('jobPage')).toThrow(/requisitionId/);
  });

  it('the application flow links are the table URLs', () => {
    expect(applicationStepPath('r1', null, 'job-description')).toBe('/interviews/requisition/r1');
    expect(applicationStepPath('r1', null, 'personal-info')).toBe(
      '/interviews/requisition/r1/apply/personal-info',
    );
    expect(applicationStepPath('r1', 'a1', 'success')).toBe('/interviews/requisition/r1/a1/success');
    expect(applicationContinuePath('tok_1-x')).toBe('/interviews/continue/tok_1-x');
    const ids = { requisitionId: 'r1', applicantId: 'a1', step: 'success', token: 't' };
    expect(applicationStepPath('r1', null, 'job-description')).toBe(publicPath('jobPage', ids));
    expect(applicationStepPath('r1', null, 'personal-info')).toBe(
      publicPath('applyStep', { ...ids, step: 'personal-info' }),
    );
    expect(applicationStepPath('r1', 'a1', 'success')).toBe(publicPath('applicationStep', ids));
    expect(applicationContinuePath('t')).toBe(publicPath('applicationContinue', ids));
  });

  it("the job page's written-out data path is the requisitions table's public view", () => {
    expect(`/api${jobViewApiPath('a b')}`).toBe(apiPath(REQUISITION_PATHS.view, { id: 'a b' }));
  });
});
