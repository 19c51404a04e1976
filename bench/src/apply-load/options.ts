// The apply-load bench's settings: flags (`--candidates=50`) or env (APPLY_LOAD_CANDIDATES=50).

const flag = (name: string) => {
  const prefix = `--${name}=`;
  return process.argv.find((a) => a.startsWith(prefix))?.slice(prefix.length);
};
const setting = (name: string, env: string, fallback: number) => {
  const raw = flag(name) ?? process.env[env];
  const n = raw === undefined ? fallback : Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`--${name} (${env}) must be a number, got ${raw}`);
  return n;
};

export interface ApplyLoadOptions {
  /** Candidates applying at the same time. */
  candidates: number;
  /** Seconds over which they arrive (0: all at once). */
  rampSeconds: number;
  /** Video questions each candidate answers (one tus upload of the WebM each). */
  videoQuestions: number;
  /** Seconds a candidate types in the typing test (the server checks the log against its clock). */
  typingSeconds: number;
  /** Candidates record each answer for its length (30 s) before sending it; `--no-recording-time` skips that. */
  recordInRealTime: boolean;
  /** PostgreSQL server on which a fresh database is made (and dropped after). */
  pgServer: string;
  /** `--cpu-prof=DIR`: the API's processes write V8 CPU profiles (`.cpuprofile`) there when they stop. */
  cpuProfDir: string | undefined;
  /** `--processes=N`: the API's WEB_CONCURRENCY (default: the product's, one process per CPU on PostgreSQL). */
  processes: number | undefined;
}

export const applyLoadOptions = (): ApplyLoadOptions => ({
  candidates: setting('candidates', 'APPLY_LOAD_CANDIDATES', 200),
  rampSeconds: setting('ramp', 'APPLY_LOAD_RAMP_SECONDS', 10),
  videoQuestions: Math.max(1, setting('video-questions', 'APPLY_LOAD_VIDEO_QUESTIONS', 1)),
  typingSeconds: Math.max(3, setting('typing-seconds', 'APPLY_LOAD_TYPING_SECONDS', 12)),
  recordInRealTime: !process.argv.includes('--no-recording-time'),
  pgServer: flag('pg') ?? process.env.APPLY_LOAD_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  cpuProfDir: flag('cpu-prof'),
  processes: flag('processes') === undefined ? undefined : Math.max(1, setting('processes', '', 1)),
});
