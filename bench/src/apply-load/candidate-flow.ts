// One candidate through the public flow, call for call as the web app makes them
// (apps/web/src/features/application-flow, interviews): job plan → consent and personal info →
// resume upload, parse and confirm → questions → pre-screening → video answers over tus → typing
// test → the success page.
import { CandidateClient } from './candidate-client';
import type { ResumeFile } from './media';
import { type Recorder, StepFailed } from './recorder';
import { type SeededJob, TYPING_PASSAGE } from './seed';

export interface FlowInputs {
  base: string;
  job: SeededJob;
  webm: { bytes: Buffer; durationMs: number };
  resume: ResumeFile;
  typingSeconds: number;
  /** Whether a candidate takes the answer's length to record it before it is sent (as people do). */
  recordInRealTime: boolean;
  /** Distinguishes this run's candidates (emails and phones are unique per requisition). */
  runId: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));
const b64 = (s: string) => Buffer.from(s).toString('base64');
/** What the browser sends per tus PATCH (apps/web upload-answer.ts TUS_CHUNK_BYTES). */
const TUS_CHUNK_BYTES = 8 * 1024 * 1024;
/** When the page asks again whether the server's check of an answer is done (upload-answer.ts). */
const checkPollDelayMs = (asked: number) => Math.min(6000, Math.round(1500 * 1.5 ** asked));

/** A human-like typing log of the passage's start: ~175 ms a key, irregular (an even log is refused). */
const typedLog = (seconds: number) => {
  let t = 0;
  const keystrokes: { k: string; t: number; p: number }[] = [];
  for (let i = 0; i < TYPING_PASSAGE.length; i++) {
    const next = i === 0 ? 0 : t + 120 + ((i * 37) % 110);
    if (next > seconds * 1000) break;
    t = next;
    keystrokes.push({ k: TYPING_PASSAGE[i]!, t, p: i });
  }
  return { keystrokes, pasteAttempts: 0, focusLosses: 0, restarts: 0 };
};

const addressOf = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${(i & 255) + 1}`;

/** Runs candidate `i` to the end; answers true when the application was sent. */
export const applyOnce = async (i: number, inp: FlowInputs, rec: Recorder): Promise<boolean> => {
  const c = new CandidateClient(inp.base, addressOf(i), rec);
  const reqId = inp.job.requisitionId;
  const t0 = performance.now();
  try {
    // The job page's apply button: the plan, then consent and personal info in one submit.
    const plan = await c.send('plan', 'GET', `/api/applications/plan/${reqId}`);
    const info = {
      firstName: 'Ana',
      lastName: `Mora ${inp.runId} ${i}`,
      email: `ana.${inp.runId}.${i}@example.com`,
      // Costa Rican mobiles (+506 83… to 89…), one per candidate.
      phone: `+506 8${3 + (Math.floor(i / 1e6) % 7)}${String(i % 1e6).padStart(6, '0')}`,
      address: 'Calle 5, San José',
      country: 'costa-rica',
    };
    const started = await c.send(
      'personal-info (consent)',
      'PUT',
      `/api/requisitions/resume-profile/submit/${reqId}`,
      {
        json: {
          step: 'personal-info',
          personalInfo: info,
          consent: { accepted: true, noticeVersion: plan.body.data.privacyNoticeVersion },
          visitorId: `apply-load-${inp.runId}-${i}`,
        },
      },
    );
    const id = started.body.data.state.applicantId as string;
    if (!c.hasApplicationCookie()) c.wrong('personal-info (consent)', 'no ats_app_ cookie was set');

    // Resume: presign, PUT the bytes, confirm, parse for prefill, then submit with the info.
    const up = await c.send('resume upload-url', 'POST', `/api/applications/upload-url/${id}`, {
      json: { s3Key: `resume/${inp.resume.name}`, size: inp.resume.bytes.length },
    });
    const presigned = up.body.data as {
      presignedUrl: string;
      s3Key: string;
      headers: Record<string, string>;
    };
    await c.send('resume PUT', 'PUT', presigned.presignedUrl, {
      body: new Uint8Array(inp.resume.bytes),
      // The signed headers name the file's type (as the browser's upload control sends them).
      headers: presigned.headers,
    });
    await c.send('resume upload-complete', 'POST', `/api/applications/upload-complete/${id}`, {
      json: { s3Key: presigned.s3Key },
    });
    const p0 = performance.now();
    const prefill = await c.send('resume parse (prefill)', 'POST', `/api/applications/resume-prefill/${id}`, {
      json: { s3Key: presigned.s3Key },
    });
    rec.wait('resume parse', performance.now() - p0);
    const read = prefill.body.data as Record<string, string>;
    if (!read.firstName && !read.email) rec.wait('resume parse read nothing', 1);
    const resumed = await c.send('resume submit', 'PUT', `/api/requisitions/resume-profile/submit/${reqId}`, {
      json: { step: 'resume-profile', resumeS3Key: presigned.s3Key, personalInfo: info },
    });
    if (resumed.body.data.state.nextStep !== 'qualification-questions')
      c.wrong('resume submit', `next step ${resumed.body.data.state.nextStep}`);

    await c.send('questions submit', 'PUT', `/api/requisitions/qualification-question/submit/${id}`, {
      json: { responses: inp.job.responses },
    });
    const pre = await c.send('pre-screening', 'PUT', `/api/applications/pre-screening/${id}`);
    if (!pre.body.data.passed) c.wrong('pre-screening', JSON.stringify(pre.body.data));

    await videoStep(c, id, inp, rec);
    await typingStep(c, id, inp);

    const done = await c.send('complete (success page)', 'PUT', `/api/applications/complete/${id}`);
    if (done.body.data.stage !== 'awaiting-review')
      c.wrong('complete (success page)', `stage ${done.body.data.stage}, next ${done.body.data.nextStep}`);
    rec.completed++;
    rec.flowMs.push(performance.now() - t0);
    return true;
  } catch (err) {
    if (err instanceof StepFailed) return false;
    rec.fail({ step: 'bench', status: 'network', detail: String((err as Error)?.stack ?? err) });
    return false;
  }
};

const videoStep = async (c: CandidateClient, id: string, inp: FlowInputs, rec: Recorder) => {
  const group = await c.send('video start', 'PUT', `/api/applications/video/start/${id}`);
  const token = group.body.data.token as string;
  const opened = await c.send('video open', 'GET', `/api/video-interviews/open/${token}`);
  const questions = opened.body.data.questions as { token: string }[];
  await c.send('video checks', 'PUT', `/api/video-interviews/checks/${token}`, {
    json: {
      camera: true,
      microphone: true,
      audioPeak: 0.4,
      uploadKbps: 20_000,
      mediaRecorder: true,
      mimeType: 'video/webm;codecs=vp8,opus',
      browser: 'Chrome 131',
      practiceTakes: 0,
    },
  });
  for (const q of questions) {
    await c.send('video question start', 'PUT', `/api/applicant-interviews/start/${q.token}`);
    // Recording takes as long as the answer is (the page sends the take when the candidate stops).
    if (inp.recordInRealTime) await sleep(inp.webm.durationMs);
    const size = inp.webm.bytes.length;
    const created = await c.send('video tus create', 'POST', `/api/video-answers/${q.token}/uploads`, {
      headers: {
        'tus-resumable': '1.0.0',
        'upload-length': String(size),
        'upload-metadata': `filetype ${b64('video/webm')},durationMs ${b64(String(inp.webm.durationMs))}`,
      },
      expect: [201],
    });
    const url = new URL(created.headers.get('location')!, `${inp.base}/api/video-answers/`).href;
    // A lost connection is resumed as tus-js-client does: HEAD for the offset held, then the rest.
    let resumes = 0;
    for (let at = 0; at < size; ) {
      const end = Math.min(size, at + TUS_CHUNK_BYTES);
      try {
        await c.send('video tus PATCH (5 MB)', 'PATCH', url, {
          body: new Uint8Array(inp.webm.bytes.subarray(at, end)),
          headers: {
            'tus-resumable': '1.0.0',
            'content-type': 'application/offset+octet-stream',
            'upload-offset': String(at),
          },
          expect: [204],
          resumable: resumes < 3,
        });
        at = end;
      } catch (err) {
        if (!(err instanceof StepFailed) || typeof err.failure.status === 'number' || resumes >= 3) throw err;
        resumes++;
        const held = await c.send('video tus HEAD (resume)', 'HEAD', url, {
          headers: { 'tus-resumable': '1.0.0' },
        });
        at = Number(held.headers.get('upload-offset'));
      }
    }
    // The server checks the whole answer in the background (ffprobe/ffmpeg job): wait for it.
    const w0 = performance.now();
    for (let asked = 0; ; asked++) {
      const p = await c.send('video answer status', 'GET', `/api/video-answers/${q.token}`);
      const status = p.body.data.status as string;
      if (status === 'uploaded') break;
      if (status !== 'validating') c.wrong('video answer status', `${status}: ${p.body.data.problems ?? ''}`);
      await sleep(checkPollDelayMs(asked));
    }
    rec.wait('video answer check', performance.now() - w0);
  }
  const sent = await c.send('video submit', 'PUT', `/api/requisitions/video-question/submit/${id}`);
  if (sent.body.data.nextStep !== 'typing-assessment')
    c.wrong('video submit', `next ${sent.body.data.nextStep}`);
};

const typingStep = async (c: CandidateClient, id: string, inp: FlowInputs) => {
  const typing = await c.send('typing start', 'PUT', `/api/applications/typing/start/${id}`);
  const token = typing.body.data.token as string;
  await c.send('typing open', 'GET', `/api/applicant-interviews/open/${token}`);
  await c.send('typing interview start', 'PUT', `/api/applicant-interviews/start/${token}`);
  const started = performance.now();
  const log = typedLog(inp.typingSeconds);
  // The candidate types: the log may not claim more time than the server's clock saw.
  await sleep(log.keystrokes.at(-1)!.t + 500 - (performance.now() - started));
  await c.send('typing submit', 'PUT', `/api/applicant-interviews/submit/${token}`, { json: log });
};
