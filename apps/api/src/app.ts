import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifySerializerCompiler,
} from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createJobQueue, type JobQueue, type JobSet } from './adapters/jobs/job-queue';
import { createMailDelivery, type MailDelivery } from './adapters/mail/mail-delivery';
import type { AppConfig } from './config';
import { createDatabase, type Database } from './db/client';
import { seedDatabase } from './db/seed/seed';
import { createResponseSerializer } from './lib/response-serializer';
import { modulesForRole } from './modules';
import { dataExportJobs } from './modules/data-exports';
import {
  createInterviewReminders,
  createLinkTokens,
  type InterviewReminders,
  videoJobs,
} from './modules/interviews';
import type { ModuleDeps } from './modules/module-deps';
import { setParseTimeout } from './modules/resume-parsing';
import { registerSessionCache, SessionCache } from './modules/sessions';
import { tusSweepJobs } from './modules/uploads';
import { webhookJobs } from './modules/webhooks';
import { registerAuth } from './plugins/auth';
import { registerBackPressure } from './plugins/back-pressure';
import { registerErrorHandling } from './plugins/errors';
import { loggerOptions } from './plugins/logger';
import { withErrorResponses } from './plugins/openapi-errors';
import { SECURITY_SCHEMES } from './plugins/public-credentials';
import { rateLimitStore } from './plugins/rate-limit-store';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSpa } from './plugins/spa';
import { registerTransportSecurity } from './plugins/transport-security';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    mail: MailDelivery;
    /** The interview reminder job; tests run it by hand with `runOnce(now)`. */
    interviewReminders: InterviewReminders;
    /** The PostgreSQL-backed job queue (video checks, deletions); tests drain it with `runOnce()`. */
    jobs: JobQueue;
    deps: ModuleDeps;
  }
}

export interface BuildOptions {
  /** A database to use instead of the one the config names (tests pass an in-memory one). */
  database?: Database;
  /** Start the background-work runner (jobs, mail outbox, reminders); tests drive it by hand. */
  workers?: boolean;
  /** Log to stdout (default true outside tests). */
  logger?: boolean;
}

const defaultWebDist = () => resolve(dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export const buildApp = async (config: AppConfig, opts: BuildOptions = {}): Promise<FastifyInstance> => {
  setParseTimeout(config.resumeParseMs);
  const app = Fastify({
    logger: opts.logger === false ? false : loggerOptions(config.logLevel),
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    ajv: { customOptions: { coerceTypes: false } },
    // Errors the router answers before any route runs (a bad URL, a path parameter longer than
    // any id) carry the one error body too.
    frameworkErrors: (err, _req, reply) => {
      const status = err.statusCode === 414 ? 414 : 400;
      const message = status === 414 ? 'A path parameter is too long' : 'The URL is not valid';
      return (reply as FastifyReply).code(status).send({ message, errors: [message] });
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Fastify's types say a serializer answers text; it sends the serializer's Buffer as it is.
  app.setSerializerCompiler(
    createResponseSerializer(app.log) as unknown as FastifySerializerCompiler<unknown>,
  );

  const database =
    opts.database ??
    (await createDatabase({ url: config.databaseUrl, pgliteDir: resolve(config.dataDir, 'pgdata') }));
  // Migrations and the first-start seed run under one start-up lock, so replicas starting at once
  // on an empty database come up with one schema and one administrator.
  await database.migrate((db) =>
    seedDatabase(
      db,
      { adminEmail: config.adminEmail, adminPassword: config.adminPassword, seedDemo: config.seedDemo },
      app.log,
    ),
  );

  const publicUrl = (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/$/, '');
  const deps: ModuleDeps = { db: database.db, config, log: app.log, publicUrl };
  const mail = createMailDelivery({
    db: database.db,
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    pollMs: config.mail.pollMs,
    log: app.log,
  });
  app.decorate('database', database);
  app.decorate('mail', mail);
  const interviewReminders = createInterviewReminders({
    db: database.db,
    deps: { tokens: createLinkTokens(config.jwtSecret), publicUrl },
    reminderHours: config.interviews.reminderHours,
    pollMs: config.interviews.reminderPollMs,
  });
  app.decorate('interviewReminders', interviewReminders);
  app.decorate('deps', deps);
  // The one background-work runner: video checks and deletions, sweeps, the mail outbox and the
  // interview reminders are all jobs of the PostgreSQL job queue (docs/decisions/platform.md#background-jobs).
  const jobSets: JobSet[] = [
    videoJobs(deps),
    tusSweepJobs(deps),
    mail.jobs,
    interviewReminders.jobs,
    webhookJobs(deps),
    dataExportJobs(deps),
  ];
  const jobs = createJobQueue({
    db: database.db,
    handlers: Object.assign({}, ...jobSets.map((j) => j.handlers)),
    onGiveUp: Object.assign({}, ...jobSets.map((j) => j.onGiveUp ?? {})),
    periodic: jobSets.flatMap((j) => j.periodic ?? []),
    pollMs: config.jobs.pollMs,
    leaseMs: config.jobs.leaseMs,
    concurrency: config.jobs.concurrency,
    log: app.log,
  });
  app.decorate('jobs', jobs);

  registerErrorHandling(app);
  registerBackPressure(app, config.pgliteMaxRequests);
  registerAuth(app, { db: database.db, jwtSecret: config.jwtSecret });
  const sessionCache = new SessionCache(config.sessionCacheMs);
  registerSessionCache(database.db, sessionCache);
  const stopAuthNotices = config.sessionCacheMs > 0 ? await sessionCache.listenTo(database) : undefined;

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          ...(config.storage.s3.endpoint ? [config.storage.s3.endpoint] : []),
        ],
        mediaSrc: ["'self'", 'blob:', ...(config.storage.s3.endpoint ? [config.storage.s3.endpoint] : [])],
        connectSrc: ["'self'", ...(config.storage.s3.endpoint ? [config.storage.s3.endpoint] : [])],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        // Added per request over HTTPS only (plugins/transport-security.ts), as is HSTS.
        upgradeInsecureRequests: null,
      },
    },
    hsts: false,
    crossOriginEmbedderPolicy: false,
  });
  registerTransportSecurity(app, config.publicUrl);

  const staffLimit = config.staffRateLimitPerMinute;
  const isPublicRoute = (req: FastifyRequest) => {
    const access = req.routeOptions.config?.access;
    return Boolean(access && 'public' in access);
  };
  // Public and staff calls count in separate buckets, and the web app's own files are not
  // counted at all: one page load fetches dozens of assets. With REDIS_URL the counters are shared
  // by every replica.
  await app.register(rateLimit, {
    ...rateLimitStore(app, config.redisUrl),
    global: true,
    allowList: (req) => !req.url.startsWith('/api/'),
    // An API token counts in a bucket of its own, whatever address it calls from.
    keyGenerator: (req) =>
      req.auth?.apiToken
        ? `token:${req.auth.apiToken.id}`
        : `${isPublicRoute(req) ? 'public' : 'staff'}:${req.ip}`,
    max: (req) =>
      req.auth?.apiToken
        ? config.apiTokenRateLimitPerMinute
        : isPublicRoute(req)
          ? config.publicRateLimitPerMinute
          : staffLimit,
    timeWindow: '1 minute',
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      message: `Too many requests; try again in ${Math.ceil(ctx.ttl / 1000)} s`,
      errors: ['Too many requests'],
    }),
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'ATS API', version: '1.0.0', description: 'Applicant tracking and talent discovery.' },
      components: {
        securitySchemes: SECURITY_SCHEMES,
      },
      security: [{ bearer: [] }],
    },
    transform: withErrorResponses(jsonSchemaTransform),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  for (const mod of modulesForRole(config.role)) await app.register(mod(deps));

  const spa = await registerSpa(app, config.webDist ?? defaultWebDist());
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    if (
      spa &&
      (req.method === 'GET' || req.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      path !== '/api'
    ) {
      return reply.header('cache-control', 'no-cache').sendFile(spa.shellFor(path));
    }
    return reply.code(404).send({ message: `No route ${req.method} ${path}`, errors: ['Not found'] });
  });

  // Graceful shutdown: responses finishing after close() began tell keep-alive clients to hang up,
  // so the server does not wait out their idle connections.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  if (opts.workers !== false) {
    app.addHook('onReady', async () => {
      jobs.start();
    });
  }
  app.addHook('onClose', async () => {
    await stopAuthNotices?.();
    await jobs.stop();
    mail.close();
    if (!opts.database) await database.close();
  });
  return app;
};
