import { sql } from 'drizzle-orm';
import { buildApp } from '../../app';
import { signSessionToken } from '../../lib/tokens';
import { insertSession } from '../../modules/sessions';
import { ADMIN_EMAIL, createTestDatabase, queryRows, type TestApp, testConfig } from '../harness';
import type { IdPools } from './schema-arbitrary';

/**
 * An app for attack suites: the demo data seeded (so ids exist and lists have rows), and the staff
 * rate limit out of the way (the suites send thousands of requests a minute from one address).
 */
export const createAttackApp = async (beforeReady?: (app: TestApp['app']) => void): Promise<TestApp> => {
  const database = await createTestDatabase();
  const config = testConfig({ SEED_DEMO: 'true', STAFF_RATE_LIMIT_PER_MINUTE: '10000000' });
  const app = await buildApp(config, {
    database,
    workers: false,
    logger: false,
  });
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
};

export const adminUserId = async (t: TestApp) => {
  const [row] = await queryRows<{ id: string }>(
    t.database.db,
    sql`select id from users where lower(email) = ${ADMIN_EMAIL}`,
  );
  return row!.id;
};

/**
 * A fresh administrator session without going through sign-in (whose throttle the fuzzer's
 * wrong passwords may have engaged); used again whenever a fuzzed logout ends the current one.
 */
export const issueAdminToken = async (t: TestApp, userId: string) => {
  const expiresAt = new Date(Date.now() + 3600_000);
  const sessionId = await insertSession(t.database.db, { userId, expiresAt, ip: null, userAgent: 'fuzz' });
  return signSessionToken(t.config.jwtSecret, { userId, sessionId }, expiresAt);
};

/**
 * Ids that exist, grouped by the words that name them in paths and fields. The administrator and
 * the Administrator role are left out: a fuzzed edit of them would end the run's own session
 * (the escalation suite covers them).
 */
export const collectIdPools = async (t: TestApp, tables: string[]): Promise<IdPools> => {
  const ids = new Map<string, string[]>();
  const adminId = await adminUserId(t);
  for (const table of tables) {
    const cols = await queryRows<{ c: string }>(
      t.database.db,
      sql`select column_name as c from information_schema.columns
          where table_schema = 'public' and table_name = ${table} and column_name = 'id' and data_type = 'uuid'`,
    );
    if (!cols.length) continue;
    const rows = await queryRows<{ id: string }>(
      t.database.db,
      sql.raw(`select id::text as id from "${table}" order by id limit 6`),
    );
    ids.set(
      table,
      rows.map((r) => r.id).filter((id) => id !== adminId),
    );
  }
  const [adminRole] = await queryRows<{ id: string }>(
    t.database.db,
    sql`select id from roles where is_system`,
  );
  ids.set(
    'roles',
    (ids.get('roles') ?? []).filter((id) => id !== adminRole?.id),
  );
  const pool = (t: string) => ids.get(t) ?? [];
  return {
    all: [...ids.values()].flat(),
    byHint: [
      [/versionId/, pool('class_request_versions')],
      [/^applicantId@\/api\/requisitions|@\/api\/requisitions\/applicant/, pool('requisition_applicants')],
      [/applicant/i, pool('applicants')],
      [/talent-discovery|classRequest/i, pool('class_requests')],
      [/lobId|lineOfBusiness|linesOfBusiness|@\/api\/lobs/, pool('lines_of_business')],
      [/roleId|@\/api\/roles/, pool('roles')],
      [/userId|ownerId|recruiter|@\/api\/users/, pool('users')],
      [
        /qualification-question-profiles|qualificationQuestionProfile/i,
        pool('qualification_question_profiles'),
      ],
      [/qualification-questions|qualificationQuestion|questionId/i, pool('qualification_questions')],
      [/video-question-profiles|videoQuestionProfile/i, pool('video_question_profiles')],
      [/video-questions|videoQuestion/i, pool('video_questions')],
      [/typing/i, pool('typing_tests')],
      [/resume/i, pool('resume_profiles')],
      [/requisition/i, pool('requisitions')],
      [/upload/i, pool('uploads')],
    ],
  };
};
