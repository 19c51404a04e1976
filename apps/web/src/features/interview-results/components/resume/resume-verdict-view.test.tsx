import { type TResumeScreenResult, ZResumeScreenResult } from '@ats/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ResumeVerdictView } from './resume-verdict-view';

afterEach(cleanup);

const result: TResumeScreenResult = ZResumeScreenResult.parse({
  kind: 'resume-profile',
  resume: {
    basics: { name: 'María Clara Santos' },
    work: [{ name: 'Concentrix', position: 'CSR', startDate: '2021-03' }],
    education: [],
    skills: [{ name: 'Zendesk' }],
    languages: [{ language: 'English' }],
    certificates: [],
  },
  corrected: ['basics.name'],
  file: { fileName: 'maria.pdf', parser: 'rules-v1', columns: 2 },
  provider: 'openai-compatible',
  model: 'test-model',
  outcome: 'passed',
  declined: null,
  override: {
    outcome: 'failed',
    previousOutcome: 'passed',
    note: 'No night shifts.',
    byName: 'Rita R',
    at: '2026-11-20T10:00:00.000Z',
  },
  verdict: {
    score: 82,
    passThreshold: 60,
    recommendation: 'advance',
    knockOuts: ['Required skill: Kubernetes'],
    yearsOfExperience: 5,
    inputHash: 'a'.repeat(64),
    evaluatedAt: '2026-11-20T09:00:00.000Z',
    criteria: [
      {
        kind: 'required-skill',
        label: 'Required skill: Zendesk',
        status: 'met',
        reason: '“Zendesk” appears in the resume',
        evidence: ['Used Salesforce and Zendesk daily'],
        weight: 10,
        points: 10,
        prompt: null,
      },
      {
        kind: 'prompt',
        label: 'Prompt: Fit (v1)',
        status: 'unknown',
        reason: 'The prompt could not run',
        evidence: [],
        weight: 20,
        points: 0,
        prompt: {
          promptId: '6f1f1b8e-4d2a-4a0e-9a55-0c1f3a1b2c3d',
          name: 'Fit',
          versionId: '7f1f1b8e-4d2a-4a0e-9a55-0c1f3a1b2c3d',
          versionNumber: 1,
          provider: 'openai-compatible',
          model: 'test-model',
          callId: null,
        },
      },
    ],
  },
});

describe('resume verdict view', () => {
  it('shows each criterion with its status, evidence and prompt version, and the override beside the verdict', () => {
    render(<ResumeVerdictView result={result} />);
    const criteria = screen.getByRole('region', { name: 'Criteria and evidence' });
    expect(criteria.textContent).toContain('Met · Required skill: Zendesk');
    expect(
      within(criteria).getByRole('list', { name: 'Evidence for Required skill: Zendesk' }).textContent,
    ).toBe('“Used Salesforce and Zendesk daily”');
    expect(criteria.textContent).toContain('Unknown · Prompt: Fit (v1)');
    expect(criteria.textContent).toContain('Fit · version 1 · openai-compatible · test-model');
    const verdict = screen.getByRole('region', { name: 'Verdict' });
    expect(verdict.textContent).toContain('82/100');
    expect(verdict.textContent).toContain('never declines');
    expect(verdict.textContent).toContain('Overridden to failed by Rita R');
    expect(verdict.textContent).toContain('No night shifts.');
    const provenance = screen.getByRole('region', { name: 'Provenance' });
    expect(provenance.textContent).toContain('a'.repeat(64));
    expect(provenance.textContent).toContain('maria.pdf (two columns)');
    expect(screen.getByRole('region', { name: 'Resume as confirmed' }).textContent).toContain('basics.name');
  });
});
