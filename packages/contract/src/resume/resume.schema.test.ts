import { describe, expect, it } from 'vitest';
import { ZJsonResume, ZParseResumeRequest } from './parsed-resume.schema';
import {
  ZResumeProfileTestRequest,
  ZTypingTestTestRequest,
  ZVideoQuestionTestRequest,
} from './resume-verdict.schema';

const ID = '00000000-0000-4000-8000-000000000001';

describe('resume contract', () => {
  it('JSON Resume takes the iso8601 dates of the official schema and nothing else', () => {
    expect(ZJsonResume.safeParse({ work: [{ startDate: '2020-03', endDate: '2021' }] }).success).toBe(true);
    expect(ZJsonResume.safeParse({ work: [{ startDate: 'March 2020' }] }).success).toBe(false);
    expect(ZJsonResume.parse({})).toEqual({
      basics: {},
      work: [],
      education: [],
      skills: [],
      languages: [],
      certificates: [],
    });
  });

  it('resume-profiles/test needs a file or a resume, and distinct prompts', () => {
    expect(ZResumeProfileTestRequest.safeParse({ prompts: [] }).success).toBe(false);
    expect(ZResumeProfileTestRequest.safeParse({ s3Key: 'staff/resume/x/cv.pdf' }).success).toBe(true);
    expect(ZResumeProfileTestRequest.safeParse({ resumeJson: {}, prompts: [ID, ID] }).success).toBe(false);
    expect(ZResumeProfileTestRequest.parse({ resumeJson: {} }).passThreshold).toBe(70);
  });

  it('typing and video tests need at least one prompt; parse-resume needs a key', () => {
    expect(ZTypingTestTestRequest.safeParse({ s3Key: 'k', prompts: [] }).success).toBe(false);
    expect(ZTypingTestTestRequest.safeParse({ s3Key: 'k', prompts: [ID] }).success).toBe(true);
    expect(ZVideoQuestionTestRequest.safeParse({ prompts: [ID] }).success).toBe(false);
    expect(ZParseResumeRequest.safeParse({ s3Key: '' }).success).toBe(false);
  });
});
