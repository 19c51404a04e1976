import { describe, expect, it } from 'vitest';
import { UploadCancelled, UploadError } from './upload-client';
import { failureProblemOf, fileProblemOf, retryable } from './upload-problem';

describe('upload problems', () => {
  it('checks type, size and emptiness before sending, naming the accepted types', () => {
    expect(fileProblemOf('resume', { name: 'setup.exe', size: 10 })).toEqual({
      code: 'type',
      fileName: 'setup.exe',
      types: 'PDF, DOC, DOCX, TXT',
    });
    expect(fileProblemOf('resume', { name: 'cv.pdf', size: 11 * 1024 * 1024 })).toMatchObject({
      code: 'size',
      size: '11 MB',
      limit: '10 MB',
    });
    expect(fileProblemOf('resume', { name: 'cv.pdf', size: 0 })).toEqual({
      code: 'empty',
      fileName: 'cv.pdf',
    });
    expect(fileProblemOf('resume', { name: 'cv.pdf', size: 100 })).toBeNull();
  });

  it('offers Retry only where the same file can succeed: not for a file the server refused', () => {
    const refused = failureProblemOf(new UploadError('File content does not match its type', 400), 'a.pdf');
    expect(refused).toMatchObject({ code: 'refused', fileName: 'a.pdf' });
    expect(retryable(refused)).toBe(false);
    expect(retryable(fileProblemOf('resume', { name: 'setup.exe', size: 1 })!)).toBe(false);
    expect(retryable(failureProblemOf(new UploadError('Network error'), 'a.pdf'))).toBe(true);
    expect(retryable(failureProblemOf(new TypeError('Failed to fetch'), 'a.pdf'))).toBe(true);
    expect(retryable(failureProblemOf(new UploadError('Bad gateway', 502), 'a.pdf'))).toBe(true);
    expect(retryable(failureProblemOf(new UploadError('Slow down', 429), 'a.pdf'))).toBe(true);
    expect(retryable(failureProblemOf(new UploadCancelled('Upload cancelled'), 'a.pdf'))).toBe(true);
  });
});
