import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  JWT_TTL_HOURS: z.coerce.number().positive().default(12),
  ADMIN_EMAIL: z.email().default('admin@example.com'),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  SEED_DEMO: flag,
  PSEUDO_LOCALE: flag,
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('ATS <no-reply@ats.local>'),
  STAFF_NOTIFY_EMAIL: z.string().optional(),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: flag,
  AI_BASE_URL: z.string().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().default('gpt-4o-mini'),
  AI_TIMEOUT_SECONDS: z.coerce.number().positive().default(60),
  AI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  AI_MAX_TOKENS_PER_CALL: z.coerce.number().int().positive().default(4000),
  AI_MAX_SECONDS_PER_CALL: z.coerce.number().positive().default(120),
  AI_MAX_STREAMS_PER_USER: z.coerce.number().int().positive().default(3),
  AI_BUILTIN_CHUNK_DELAY_MS: z.coerce.number().int().min(0).max(1000).default(12),
  STREAM_HEARTBEAT_SECONDS: z.coerce.number().positive().default(15),
  /** How long one resume file may take to read in a parse worker before it is stopped. */
  RESUME_PARSE_SECONDS: z.coerce.number().min(0.5).max(120).default(10),
  /** How long a process keeps a signed-in session before reading it again; 0 reads it every time. */
  SESSION_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(5),
  SERVER_ROLE: z.enum(['all', 'api', 'streaming']).default('all'),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: flag,
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().positive().default(30),
  LOGIN_LOCK_MINUTES: z.coerce.number().positive().default(15),
  LOGIN_MAX_DELAY_SECONDS: z.coerce.number().min(0).max(60).default(8),
  PUBLIC_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(60),
  STAFF_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(1200),
  /** Resumes one address may have read by the application flow's prefill per hour (parsing is costly). */
  RESUME_PARSES_PER_ADDRESS_HOUR: z.coerce.number().int().positive().default(30),
  /** Embedded database only: API requests served at once; more are answered 503 at once. */
  PGLITE_MAX_REQUESTS: z.coerce.number().int().min(0).max(100_000).default(24),
  API_TOKEN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /** Hours after sending before the one reminder of an unstarted interview; 0 turns reminders off. */
  INTERVIEW_REMINDER_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 60)
    .default(48),
  INTERVIEW_REMINDER_POLL_SECONDS: z.coerce.number().int().min(5).max(86_400).default(300),
  /** Days a video recording (interview answer or public recording) is kept before its bytes are deleted. */
  VIDEO_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
  /** ffprobe and ffmpeg that check recordings; the npm packages' own binaries by default. */
  FFPROBE_PATH: z.string().min(1).optional(),
  FFMPEG_PATH: z.string().min(1).optional(),
  /** Minutes without a write after which an incomplete tus upload is deleted (the periodic sweep). */
  TUS_ABANDONED_MINUTES: z.coerce
    .number()
    .min(1)
    .max(7 * 24 * 60)
    .default(15),
  /** Bytes (MB) the sign-in-free recording uploads may take per hour from one address, and from all. */
  PUBLIC_UPLOAD_MB_PER_ADDRESS_HOUR: z.coerce.number().min(1).max(1_000_000).default(1024),
  PUBLIC_UPLOAD_MB_PER_HOUR: z.coerce.number().min(1).max(10_000_000).default(16_384),
  /** Free space (MB) on the local uploads disk below which public uploads are refused (507). */
  UPLOAD_DISK_FLOOR_MB: z.coerce.number().min(0).max(10_000_000).default(1024),
  /** How often a replica looks for due background jobs (video checks, deletions). */
  JOBS_POLL_SECONDS: z.coerce.number().min(0.2).max(3600).default(2),
  MAIL_POLL_SECONDS: z.coerce.number().min(0.2).max(3600).default(2),
  /** How long a claimed background job is held from other replicas before it is taken back. */
  JOBS_LEASE_SECONDS: z.coerce.number().min(1).max(3600).default(60),
  /** Background jobs one process runs at once (a video check mostly waits on its ffmpeg runs and the disk). */
  JOBS_CONCURRENCY: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(64).default(4),
  ),
  /** Plain-HTTP and loopback webhook endpoints, for trying webhooks on one machine; never in production. */
  WEBHOOKS_ALLOW_HTTP: flag,
  /** Seconds between webhook attempts; default ≈ 27 h over 8 attempts (Standard Webhooks' schedule). */
  WEBHOOK_RETRY_SECONDS: z
    .string()
    .regex(/^\d+(\.\d+)?(,\d+(\.\d+)?)*$/, 'a comma-separated list of seconds')
    .default('5,300,1800,7200,18000,36000,36000'),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Redis shared by replicas for rate-limit counters; without it, counters live in the process. */
  redisUrl: string | undefined;
  jwtSecret: string;
  jwtTtlHours: number;
  adminEmail: string;
  adminPassword: string | undefined;
  seedDemo: boolean;
  /** Test only: candidate pages and mail accept the pseudo-locale `en-XA` (docs/decisions/i18n.md). */
  pseudoLocale: boolean;
  mail: { smtpUrl: string | undefined; from: string; staffNotify: string | undefined; pollMs: number };
  storage: {
    driver: 'local' | 's3';
    s3: {
      endpoint: string | undefined;
      region: string;
      bucket: string | undefined;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
      forcePathStyle: boolean;
    };
  };
  ai: {
    baseUrl: string | undefined;
    apiKey: string | undefined;
    model: string;
    timeoutMs: number;
    maxRetries: number;
    /** Pause between the built-in provider's streamed chunks, so screens show progress (0 in benches). */
    builtinChunkDelayMs: number;
    budget: { maxTokensPerCall: number; maxSecondsPerCall: number; maxStreamsPerUser: number };
    heartbeatMs: number;
  };
  /** The time cap of one resume parse (a worker is stopped after it). */
  resumeParseMs: number;
  /** How long a signed-in session is kept in memory (0: read on every request). */
  sessionCacheMs: number;
  /** `all` serves everything; `api` leaves out streamed calls; `streaming` serves only them. */
  role: 'all' | 'api' | 'streaming';
  webDist: string | undefined;
  logLevel: string;
  trustProxy: boolean;
  loginThrottle: { maxPerAccount: number; maxPerIp: number; lockMinutes: number; maxDelaySeconds: number };
  publicRateLimitPerMinute: number;
  /** Requests per minute per address on signed-in staff routes. */
  staffRateLimitPerMinute: number;
  /** Resume prefills (parses) one address may ask for per hour. */
  resumeParsesPerAddressHour: number;
  /** Embedded database: API requests served at once; more are answered 503 (0: no limit). */
  pgliteMaxRequests: number;
  /** Requests per minute per API token, wherever it calls from. */
  apiTokenRateLimitPerMinute: number;
  interviews: { reminderHours: number; reminderPollMs: number };
  /** Video recordings: retention, and how often the retention sweep runs. */
  /** `mediaTools`: ffprobe/ffmpeg paths when not the bundled ones. */
  video: {
    retentionDays: number;
    retentionSweepMs: number;
    mediaTools: { ffprobe?: string; ffmpeg?: string };
  };
  /**
   * tus uploads: minutes without a write before an incomplete one is swept, how often the sweep
   * runs, the hourly byte budgets of public uploads, and the local disk's free-space floor.
   */
  tus: {
    abandonedMinutes: number;
    sweepMs: number;
    bytesPerAddressHour: number;
    bytesPerHour: number;
    diskFloorBytes: number;
  };
  jobs: { pollMs: number; leaseMs: number; concurrency: number };
  webhooks: { allowHttp: boolean; retrySeconds: number[] };
}

/** Settings in MB are bytes inside the product. */
const MB = 1024 * 1024;

/** Keeps a generated JWT secret in DATA_DIR so restarts keep sessions valid. */
const persistedSecret = (dataDir: string): string => {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
};

/** Reads the environment once; fails with every problem listed. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): AppConfig => {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const e = parsed.data;
  if (e.STORAGE_DRIVER === 's3' && !e.S3_BUCKET)
    throw new Error('Invalid configuration:\n  S3_BUCKET: required when STORAGE_DRIVER=s3');
  const dataDir = resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: e.PUBLIC_URL,
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
    redisUrl: e.REDIS_URL || undefined,
    jwtSecret: e.JWT_SECRET ?? persistedSecret(dataDir),
    jwtTtlHours: e.JWT_TTL_HOURS,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    seedDemo: e.SEED_DEMO ?? true,
    pseudoLocale: e.PSEUDO_LOCALE ?? false,
    mail: {
      smtpUrl: e.SMTP_URL || undefined,
      from: e.MAIL_FROM,
      staffNotify: e.STAFF_NOTIFY_EMAIL,
      pollMs: Math.round(e.MAIL_POLL_SECONDS * 1000),
    },
    storage: {
      driver: e.STORAGE_DRIVER,
      s3: {
        endpoint: e.S3_ENDPOINT,
        region: e.S3_REGION,
        bucket: e.S3_BUCKET,
        accessKeyId: e.S3_ACCESS_KEY_ID,
        secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        forcePathStyle: e.S3_FORCE_PATH_STYLE ?? true,
      },
    },
    ai: {
      baseUrl: e.AI_BASE_URL || undefined,
      apiKey: e.AI_API_KEY || undefined,
      model: e.AI_MODEL,
      timeoutMs: e.AI_TIMEOUT_SECONDS * 1000,
      maxRetries: e.AI_MAX_RETRIES,
      builtinChunkDelayMs: e.AI_BUILTIN_CHUNK_DELAY_MS,
      budget: {
        maxTokensPerCall: e.AI_MAX_TOKENS_PER_CALL,
        maxSecondsPerCall: e.AI_MAX_SECONDS_PER_CALL,
        maxStreamsPerUser: e.AI_MAX_STREAMS_PER_USER,
      },
      heartbeatMs: e.STREAM_HEARTBEAT_SECONDS * 1000,
    },
    resumeParseMs: e.RESUME_PARSE_SECONDS * 1000,
    sessionCacheMs: e.SESSION_CACHE_SECONDS * 1000,
    role: e.SERVER_ROLE,
    webDist: e.WEB_DIST,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY ?? false,
    loginThrottle: {
      maxPerAccount: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      maxPerIp: e.LOGIN_MAX_FAILURES_PER_IP,
      lockMinutes: e.LOGIN_LOCK_MINUTES,
      maxDelaySeconds: e.LOGIN_MAX_DELAY_SECONDS,
    },
    publicRateLimitPerMinute: e.PUBLIC_RATE_LIMIT_PER_MINUTE,
    staffRateLimitPerMinute: e.STAFF_RATE_LIMIT_PER_MINUTE,
    resumeParsesPerAddressHour: e.RESUME_PARSES_PER_ADDRESS_HOUR,
    pgliteMaxRequests: e.PGLITE_MAX_REQUESTS,
    apiTokenRateLimitPerMinute: e.API_TOKEN_RATE_LIMIT_PER_MINUTE,
    interviews: {
      reminderHours: e.INTERVIEW_REMINDER_HOURS,
      reminderPollMs: e.INTERVIEW_REMINDER_POLL_SECONDS * 1000,
    },
    video: {
      retentionDays: e.VIDEO_RETENTION_DAYS,
      retentionSweepMs: 3_600_000,
      mediaTools: {
        ...(e.FFPROBE_PATH ? { ffprobe: e.FFPROBE_PATH } : {}),
        ...(e.FFMPEG_PATH ? { ffmpeg: e.FFMPEG_PATH } : {}),
      },
    },
    tus: {
      abandonedMinutes: e.TUS_ABANDONED_MINUTES,
      sweepMs: 60_000,
      bytesPerAddressHour: e.PUBLIC_UPLOAD_MB_PER_ADDRESS_HOUR * MB,
      bytesPerHour: e.PUBLIC_UPLOAD_MB_PER_HOUR * MB,
      diskFloorBytes: e.UPLOAD_DISK_FLOOR_MB * MB,
    },
    jobs: {
      pollMs: Math.round(e.JOBS_POLL_SECONDS * 1000),
      leaseMs: Math.round(e.JOBS_LEASE_SECONDS * 1000),
      concurrency: e.JOBS_CONCURRENCY,
    },
    webhooks: {
      allowHttp: e.WEBHOOKS_ALLOW_HTTP ?? false,
      retrySeconds: e.WEBHOOK_RETRY_SECONDS.split(',').map(Number),
    },
  };
};
