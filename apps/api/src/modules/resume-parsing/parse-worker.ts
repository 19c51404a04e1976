import { parentPort } from 'node:worker_threads';
import { parseResumeBytes } from './parse-resume-bytes';

/**
 * A resume-parse worker (see parse-pool.ts): one file at a time, answered with a ParseAttempt.
 * Bundled as dist/resume-parse-worker.js by build.mjs.
 */
parentPort?.on('message', async (task: { bytes: Uint8Array; ext: string }) => {
  const bytes = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  parentPort!.postMessage(await parseResumeBytes(bytes, task.ext));
});
// Its code is loaded: the pool starts the time cap of a parse only from here.
parentPort?.postMessage({ ready: true });
