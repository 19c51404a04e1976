import type { TResumeVerdict } from '@ats/contract';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VerdictCriteria } from './resume-profile-test-panel';

const verdict: TResumeVerdict = {
  score: 62,
  passThreshold: 70,
  recommendation: 'review',
  knockOuts: ['Required skill: Kubernetes'],
  yearsOfExperience: 4,
  inputHash: 'a'.repeat(64),
  evaluatedAt: '2026-01-01T00:00:00.000Z',
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
      label: 'Prompt: Fit (v3)',
      status: 'not-met',
      reason: 'No chat support mentioned.',
      evidence: [],
      weight: 20,
      points: 4,
      prompt: {
        promptId: '00000000-0000-4000-8000-000000000001',
        name: 'Fit',
        versionId: '00000000-0000-4000-8000-000000000002',
        versionNumber: 3,
        provider: 'openai-compatible',
        model: 'gpt-test',
        callId: null,
      },
    },
  ],
};

describe('VerdictCriteria', () => {
  it('shows the score, a recommendation that never declines, and each criterion with its evidence and prompt version', () => {
    render(<VerdictCriteria verdict={verdict} />);
    const region = screen.getByRole('region', { name: 'Verdict' });
    expect(region.textContent).toContain('Score 62/100 (pass mark 70): recommend a recruiter review');
    expect(region.textContent).toContain('never declines');
    const [skill, prompt] = within(region).getAllByRole('listitem');
    expect(skill!.textContent).toContain('Met');
    expect(skill!.textContent).toContain('“Used Salesforce and Zendesk daily”');
    expect(skill!.textContent).toContain('10/10 points');
    expect(prompt!.textContent).toContain('Not met');
    expect(prompt!.textContent).toContain('Fit v3 · openai-compatible · gpt-test');
  });
});
