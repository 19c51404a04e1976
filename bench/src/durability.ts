// Durability: kill -9 the built server during concurrent writes and an upload, restart it, and
// check that every acknowledged write is there, whole, and that no verified upload lost its file.
// Runs on PGlite (a temporary DATA_DIR), and also on PostgreSQL when DATABASE_URL is set.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { createDatabase } from '../../apps/api/src/db/client';
import { queryRows } from '../../apps/api/src/test/harness';
import {
  api,
  freePort,
  freshPgDatabase,
  signIn,
  sleep,
  startApi,
  stopProcess,
  waitHealthy,
} from './processes';

const WRITERS = Number(process.env.DURABILITY_WRITERS ?? 6);
/** The kill comes once this many applicants and uploads are acknowledged (or after MAX_WAIT_MS). */
const KILL_AFTER_APPLICANTS = Number(process.env.DURABILITY_APPLICANTS ?? 40);
const KILL_AFTER_UPLOADS = Number(process.env.DURABILITY_UPLOADS ?? 2);
const MAX_WAIT_MS = 20_000;

/** A small valid PDF padded to `bytes` (the content check reads the magic bytes). */
const pdfOf = (bytes: number) => {
  const head = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n');
  const tail = Buffer.from('\ntrailer << >>\n%%EOF\n');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, bytes - head.length - tail.length), 0x20), tail]);
};

interface Sent {
  firstName: string;
  lastName: string;
  email: string;
  notes: string;
  resumeKey?: string;
}

/** PUTs `body` to a presigned URL, slowly when `chunkDelayMs` is set (to be cut off by the kill). */
const put = (
  base: string,
  presignedUrl: string,
  headers: Record<string, string>,
  body: Buffer,
  chunkDelayMs = 0,
) =>
  new Promise<number>((ok, fail) => {
    const req = request(
      `${base}${presignedUrl}`,
      { method: 'PUT', headers: { ...headers, 'content-length': String(body.length) } },
      (res) => {
        res.resume();
        res.on('end', () => ok(res.statusCode ?? 0));
      },
    );
    req.on('error', fail);
    void (async () => {
      const step = chunkDelayMs ? 16 * 1024 : body.length;
      for (let i = 0; i < body.length; i += step) {
        if (!req.write(body.subarray(i, i + step))) await new Promise((r) => req.once('drain', r));
        if (chunkDelayMs) await sleep(chunkDelayMs);
      }
      req.end();
    })().catch(fail);
  });

const runOnce = async (label: string, databaseUrl: string | undefined) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ats-durability-'));
  const port = await freePort();
  const env = {
    DATA_DIR: dataDir,
    PUBLIC_RATE_LIMIT_PER_MINUTE: '100000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  let server = startApi(`${label} server`, port, env);
  const base = server.url;
  try {
    await waitHealthy(`${base}/api/health`, 60_000, server);
    // A staff list limit of 1200/minute per address would stop the writers; sign-in is public.
    const token = await signIn(base);

    const sent = new Map<string, Sent>();
    const acked = new Map<string, string>(); // applicant id → email
    const ackedUploads: string[] = [];
    let stop = false;
    let failures = 0;

    const createApplicant = async (body: Sent) => {
      sent.set(body.email, body);
      const r = await api(base, 'POST', '/api/applicants/create', { token, body });
      if (r.status === 200) acked.set(r.body.data.id, body.email);
      else if (r.status !== 429) failures++;
    };

    const writer = async (w: number) => {
      for (let n = 0; !stop; n++) {
        await createApplicant({
          firstName: 'Durable',
          lastName: `Writer ${w}`,
          email: `dur.${w}.${n}@example.com`,
          notes: `Written by writer ${w}, request ${n}.`.repeat(20),
        }).catch(() => {
          stop = true;
        });
      }
    };

    // Uploads: presign, PUT, complete (acknowledged), then an applicant carrying that resume.
    const uploader = async () => {
      for (let n = 0; !stop; n++) {
        try {
          const bytes = pdfOf(64 * 1024 + n);
          const up = await api(base, 'POST', '/api/generate-presigned-upload-url', {
            token,
            body: { s3Key: `resume/durability ${n}.pdf`, size: bytes.length },
          });
          if (up.status !== 200) throw new Error(`presign ${up.status} ${up.text}`);
          const status = await put(base, up.body.data.presignedUrl, up.body.data.headers, bytes);
          if (status !== 200) throw new Error(`PUT ${status}: ${server.output().slice(-1500)}`);
          const done = await api(base, 'POST', '/api/uploads/complete', {
            token,
            body: { s3Key: up.body.data.s3Key },
          });
          if (done.status !== 200) throw new Error(`complete ${done.status} ${done.text}`);
          ackedUploads.push(up.body.data.s3Key);
          await createApplicant({
            firstName: 'Durable',
            lastName: 'Uploader',
            email: `dur.upload.${n}@example.com`,
            notes: `Resume ${n}`,
            resumeKey: up.body.data.s3Key,
          });
        } catch (err) {
          if (!stop) console.log(`  upload stopped: ${(err as Error).message}`);
          stop = true;
        }
      }
    };

    // One large upload sent slowly so that the kill lands in the middle of it.
    let slowUploadState = 'not started';
    const slowUpload = async () => {
      const bytes = pdfOf(2 * 1024 * 1024);
      const up = await api(base, 'POST', '/api/generate-presigned-upload-url', {
        token,
        body: { s3Key: 'resume/durability slow.pdf', size: bytes.length },
      });
      if (up.status !== 200) {
        slowUploadState = `not sent (presign ${up.status})`;
        return;
      }
      slowUploadState = 'in flight';
      try {
        const status = await put(base, up.body.data.presignedUrl, up.body.data.headers, bytes, 40);
        slowUploadState = `finished before the kill (${status})`;
      } catch {
        slowUploadState = 'cut off by the kill';
      }
    };

    const started = Date.now();
    const work = Promise.all([...Array.from({ length: WRITERS }, (_, w) => writer(w)), uploader()]);
    while (
      Date.now() - started < MAX_WAIT_MS &&
      !stop &&
      (acked.size < KILL_AFTER_APPLICANTS || ackedUploads.length < KILL_AFTER_UPLOADS)
    )
      await sleep(20);
    // The large upload starts now and takes seconds: the kill lands in the middle of it.
    const slow = slowUpload();
    while (slowUploadState === 'not started' && !stop) await sleep(10);
    await sleep(500);
    const killedAfterMs = Date.now() - started;
    const ackedAtKill = acked.size;
    server.child.kill('SIGKILL');
    await server.exited;
    stop = true;
    await Promise.all([work, slow]);
    const writeSeconds = (Date.now() - started) / 1000;

    // Restart on the same data.
    const t0 = Date.now();
    server = startApi(`${label} server (restarted)`, port, env);
    await waitHealthy(`${base}/api/health`, 60_000, server);
    const restartSeconds = (Date.now() - t0) / 1000;
    const token2 = await signIn(base);
    let servedAfterRestart = 0;
    for (const id of acked.keys()) {
      const r = await api(base, 'GET', `/api/applicants/get/${id}`, { token: token2 });
      if (r.status === 200) servedAfterRestart++;
    }
    await stopProcess(server.child, server.exited);

    // Inspect the data directly.
    const database = await createDatabase(
      databaseUrl ? { url: databaseUrl, poolSize: 1 } : { pgliteDir: join(dataDir, 'pgdata') },
    );
    try {
      const rows = await queryRows<{
        id: string;
        first_name: string;
        last_name: string;
        email: string;
        notes: string;
        upload_key: string | null;
        upload_status: string | null;
        audited: boolean;
      }>(
        database.db,
        sql`select a.id, a.first_name, a.last_name, a.email, a.notes, u.key as upload_key, u.status as upload_status,
              exists (select 1 from audit_log l where l.entity_type = 'applicant' and l.entity_id = a.id::text and l.action = 'create') as audited
            from applicants a left join uploads u on u.id = a.resume_upload_id
            where a.first_name = 'Durable'`,
      );
      const byId = new Map(rows.map((r) => [r.id, r]));
      const present = [...acked.keys()].filter((id) => byId.has(id)).length;
      const halfWritten = rows.filter((r) => {
        const s = sent.get(r.email);
        return (
          !s ||
          !r.audited ||
          r.first_name !== s.firstName ||
          r.last_name !== s.lastName ||
          r.notes !== s.notes ||
          (s.resumeKey ?? null) !== r.upload_key ||
          (r.upload_key !== null && r.upload_status !== 'verified')
        );
      });
      const uploads = await queryRows<{ key: string; status: string; size: number | null }>(
        database.db,
        sql`select key, status, size from uploads`,
      );
      const verified = uploads.filter((u) => u.status === 'verified');
      const sizeOnDisk = (key: string) => {
        try {
          return statSync(join(dataDir, 'uploads', key)).size;
        } catch {
          return undefined;
        }
      };
      const orphaned = verified.filter((u) => sizeOnDisk(u.key) !== Number(u.size));
      const verifiedKeys = new Set(verified.map((u) => u.key));
      const ackedUploadsPresent = ackedUploads.filter((k) => verifiedKeys.has(k)).length;

      console.log(
        `${label}: ${WRITERS} writers + uploads for ${writeSeconds.toFixed(1)} s, kill -9 after ${killedAfterMs} ms, restart in ${restartSeconds.toFixed(1)} s`,
      );
      console.log(
        `  applicants: acknowledged ${acked.size} (${ackedAtKill} at the kill), present ${present}, served after restart ${servedAfterRestart}, unacknowledged but committed ${rows.length - present}, half-written ${halfWritten.length}, non-429 errors before the kill ${failures}`,
      );
      console.log(
        `  uploads: acknowledged ${ackedUploads.length}, present and verified ${ackedUploadsPresent}, verified rows ${verified.length}, verified without their whole file ${orphaned.length}; large upload ${slowUploadState}`,
      );
      for (const r of halfWritten.slice(0, 3)) console.log('  half-written:', JSON.stringify(r));
      const problems = [
        present !== acked.size && `${acked.size - present} acknowledged applicants missing`,
        servedAfterRestart !== acked.size &&
          'the restarted server does not serve every acknowledged applicant',
        halfWritten.length > 0 && `${halfWritten.length} half-written applicants`,
        ackedUploadsPresent !== ackedUploads.length && 'acknowledged uploads missing',
        orphaned.length > 0 && `${orphaned.length} verified uploads without their file`,
        acked.size === 0 && 'nothing was acknowledged before the kill',
        failures > 0 && `${failures} writes failed before the kill`,
      ].filter(Boolean);
      if (problems.length) throw new Error(`${label} durability: ${problems.join('; ')}`);
    } finally {
      await database.close();
    }
  } finally {
    await stopProcess(server.child, server.exited);
    rmSync(dataDir, { recursive: true, force: true });
  }
};

export const durability = async () => {
  await runOnce('PGlite', undefined);
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    console.log('DATABASE_URL is not set: the PostgreSQL pass was skipped.');
    return;
  }
  const db = await freshPgDatabase(serverUrl, 'ats_durability');
  try {
    await runOnce('PostgreSQL', db.url);
  } finally {
    await db.drop();
  }
};
