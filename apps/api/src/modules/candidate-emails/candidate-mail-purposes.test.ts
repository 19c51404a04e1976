import { describe, expect, it } from 'vitest';
import { interviewMailPurpose, textShownToStaff } from './candidate-mail-purposes';

describe('what staff see of a candidate mail', () => {
  it('replaces every link of a private-link mail, keeping the sentence around it', () => {
    const sent =
      'Open this private link:\n\nhttps://jobs.example.com/interviews/continue/abc_DEF-123\n\nSee https://x.test/s/1.';
    expect(textShownToStaff('continue-link', sent)).toBe(
      'Open this private link:\n\n[private link]\n\nSee [private link].',
    );
  });

  it('shows any other mail as it was sent', () => {
    const sent = 'See the job: https://jobs.example.com/interviews/requisition/1';
    expect(textShownToStaff('status-hired', sent)).toBe(sent);
    expect(textShownToStaff('invitation', sent)).toBe(sent);
  });

  it('names interview and assessment links by what they are', () => {
    expect(interviewMailPurpose('typing-assessment', 'invitation')).toBe('interview-invitation');
    expect(interviewMailPurpose('writing', 'invitation')).toBe('assessment-invitation');
    expect(interviewMailPurpose('language', 'reminder')).toBe('assessment-reminder');
    expect(textShownToStaff(interviewMailPurpose('language', 'reminder'), 'Start here: http://a.b/c')).toBe(
      'Start here: [private link]',
    );
  });
});
