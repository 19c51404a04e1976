import type {
  TApplicantInterviewGroup,
  TCandidateVideoInterview,
  TVideoAnswerProgress,
  TVideoReview,
} from '@ats/contract';
import type { Page } from 'playwright-core';
import { env } from '../fixtures/env';
import { waitForMail } from '../fixtures/mail';
import { call } from './api-client';
import { createContent } from './screening';

/** A video question in the screening library (short, so a test records quickly). */
export const createVideoQuestion = (token: string, question: string, body: Record<string, unknown> = {}) =>
  createContent(token, 'video-questions', {
    question,
    thinkTimeSeconds: 3,
    maxAnswerSeconds: 20,
    retakes: 1,
    guidance: `Listen for: ${question}`,
    ...body,
  });

/** Sends a video interview: one group per applicant, one mail with the group's link. */
export const sendVideoGroup = (token: string, applicantId: string, referenceIds: string[]) =>
  call<TApplicantInterviewGroup>('POST', '/applicant-interviews-group/create', {
    token,
    body: { type: 'video-question', applicantId, applicantKind: 'requisition', referenceIds, send: true },
  });

/** The group's link token from the newest video interview mail to `email`. */
export const videoTokenFromMail = async (email: string) => {
  const mail = await waitForMail(email);
  const m = mail.text.match(/\/interviews\/video-question\/([A-Za-z0-9_-]{43})/);
  if (!m) throw new Error(`no video-question link in: ${mail.text}`);
  return m[1] as string;
};

export const videoReview = (token: string, groupId: string) =>
  call<TVideoReview>('GET', `/video-interviews/review/${groupId}`, { token });

/** The candidate's view of the group (every question with its own token). */
export const openVideoInterview = (token: string) =>
  call<TCandidateVideoInterview>('GET', `/video-interviews/open/${token}`);

/**
 * Answers one question through the API as the page does: start, the bytes in chunks, complete.
 * `bytes` should be a real recording (see `recordInBrowser`).
 */
export const answerVideoQuestion = async (token: string, bytes: Buffer, durationMs: number) => {
  await call('PUT', `/applicant-interviews/start/${token}`, { body: {} });
  const size = 256 * 1024;
  const count = Math.ceil(bytes.length / size);
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${env.baseUrl}/api/video-answers/${token}/chunks/${i}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream' },
      body: new Uint8Array(bytes.subarray(i * size, (i + 1) * size)),
    });
    if (!res.ok) throw new Error(`chunk ${i}: ${res.status} ${await res.text()}`);
  }
  const done = await call<TVideoAnswerProgress>('POST', `/video-answers/${token}/complete`, {
    body: { chunkCount: count, totalBytes: bytes.length, mimeType: 'video/webm', durationMs },
  });
  // The server checks the file in a background job (`validating`); wait for its verdict.
  for (let i = 0; i < 300 && done.status === 'validating'; i++) {
    await new Promise((r) => setTimeout(r, 100));
    const p = await call<TVideoAnswerProgress>('GET', `/video-answers/${token}`);
    if (p.status !== 'validating') return p;
  }
  return done;
};

/** Records `ms` of Chromium's fake camera with MediaRecorder in `page`; answers the WebM bytes. */
export const recordInBrowser = async (page: Page, ms: number) => {
  const b64 = await page.evaluate(async (duration) => {
    const stream = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
    const rec = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8,opus' });
    const parts: Blob[] = [];
    rec.ondataavailable = (e) => parts.push(e.data);
    const stopped = new Promise((r) => {
      rec.onstop = r;
    });
    rec.start(500);
    await new Promise((r) => setTimeout(r, duration));
    rec.stop();
    await stopped;
    for (const t of stream.getTracks()) t.stop();
    const buf = new Uint8Array(await new Blob(parts).arrayBuffer());
    let s = '';
    for (let i = 0; i < buf.length; i += 0x8000) s += String.fromCharCode(...buf.subarray(i, i + 0x8000));
    return btoa(s);
  }, ms);
  return Buffer.from(b64, 'base64');
};
