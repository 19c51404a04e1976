import { randomUUID } from 'node:crypto';
import type {
  TPresignUploadRequest,
  TResumeTestCreated,
  TTestResultCreate,
  ZResumeInterviewSubmit,
} from '@ats/contract';
import type { z } from 'zod';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error';
import { randomToken } from '../../lib/tokens';
import { recordAudit } from '../audit';
import {
  abandonExpiredTestResult,
  assertMove,
  findTestResultByTokenHash,
  hashToken,
  insertTestResult,
  TEST_RESULT_ENTITY,
  TEST_RESULT_LINK_HOURS,
  testLinkExpired,
  updateTestResult,
} from '../interviews';
import type { ModuleDeps } from '../module-deps';
import { createResumeScreeningService } from '../resume-parsing';
import { streamingServiceFor } from '../streaming';
import { uploadsServiceFor } from '../uploads';
import * as repo from './resume-interviews.repo';
import { evaluatedColumns, scoreResumeFile } from './score-confirmed-resume';

const KIND = 'resume-profile' as const;

/**
 * Resume-profile pilots (`/resume-profile-test-results/*`, SPEC §7): anyone with the profile's
 * link gives an email, uploads a resume, confirms it and submits; scored like an interview (never
 * declining anyone: there is no applicant). Files belong to the pilot (owner id = its id).
 */
export const createResumeTestsService = (deps: ModuleDeps) => {
  const { db } = deps;
  const provider = streamingServiceFor(deps).provider;
  const screening = createResumeScreeningService(deps, provider);
  const uploads = uploadsServiceFor(deps);
  const ownerOf = (id: string) => ({ type: 'applicant' as const, applicantId: id });

  const byToken = async (tx: typeof db, token: string) => {
    const row = await findTestResultByTokenHash(tx, KIND, hashToken(token));
    if (!row || row.archivedAt) throw new HttpError(404, 'This test link is not valid');
    return row;
  };
  /** An expired pilot is abandoned on its next use; the move is then refused. */
  const openRow = async (token: string, ip: string | null) => {
    const row = await byToken(db, token);
    if (!(await db.transaction((tx) => abandonExpiredTestResult(tx, row, ip)))) return row;
    throw testLinkExpired();
  };

  return {
    async open(referenceId: string) {
      const profile = await repo.findProfile(db, referenceId);
      if (!profile) throw notFound('Test');
      return { referenceName: profile.name };
    },

    async create(body: TTestResultCreate, ip: string | null): Promise<TResumeTestCreated> {
      const profile = await repo.findProfile(db, body.referenceId);
      if (!profile) throw notFound('Test');
      const token = randomToken();
      const now = new Date();
      return db.transaction(async (tx) => {
        const row = await insertTestResult(tx, {
          id: randomUUID(),
          kind: KIND,
          email: body.email,
          referenceId: profile.id,
          referenceName: profile.name,
          status: 'new',
          tokenHash: hashToken(token),
          startedAt: now,
          expiresAt: new Date(now.getTime() + TEST_RESULT_LINK_HOURS * 3_600_000),
          content: null,
        });
        await recordAudit(tx, {
          actorId: null,
          action: 'create',
          entityType: TEST_RESULT_ENTITY,
          entityId: row.id,
          diff: { kind: KIND, email: body.email, referenceName: profile.name },
          ip,
        });
        return { id: row.id, token, expiresAt: row.expiresAt.toISOString() };
      });
    },

    async presign(token: string, input: TPresignUploadRequest, ip: string | null) {
      const row = await openRow(token, ip);
      assertMove(row, 'submit', 'test');
      return uploads.presign(input, ownerOf(row.id), { clientAddress: ip ?? undefined });
    },

    async complete(token: string, s3Key: string) {
      return uploads.complete(s3Key, ownerOf((await byToken(db, token)).id));
    },

    async parse(token: string, s3Key: string | undefined, ip: string | null) {
      const row = await openRow(token, ip);
      assertMove(row, 'submit', 'test');
      if (!s3Key) throw badRequest('Upload a resume first', ['s3Key: upload your resume']);
      const file = await uploads.attachable(s3Key, 'resume', ownerOf(row.id));
      return { s3Key: file.key, parsed: await screening.parseRow(file, true) };
    },

    async submit(token: string, body: z.output<typeof ZResumeInterviewSubmit>, ip: string | null) {
      const row = await openRow(token, ip);
      assertMove(row, 'submit', 'test');
      const profile = await repo.findProfile(db, row.referenceId);
      if (!profile) throw conflict('This resume profile no longer exists', ['the profile was deleted']);
      const file = await uploads.attachable(body.s3Key, 'resume', ownerOf(row.id));
      const scored = await scoreResumeFile(screening, provider, profile, file, body.resume);
      return db.transaction(async (tx) => {
        const locked = await byToken(tx, token);
        assertMove(locked, 'submit', 'test');
        await updateTestResult(tx, locked.id, evaluatedColumns(scored, null, new Date()));
        if (body.selfId && Object.keys(body.selfId).length)
          await repo.insertSelfId(tx, { testResultId: locked.id }, body.selfId);
        await recordAudit(tx, {
          actorId: null,
          action: 'interview_submit',
          entityType: TEST_RESULT_ENTITY,
          entityId: locked.id,
          diff: {
            score: scored.verdict.score,
            recommendation: scored.verdict.recommendation,
            inputHash: scored.verdict.inputHash,
            corrected: scored.corrected,
          },
          ip,
        });
        return { submitted: true as const };
      });
    },
  };
};
