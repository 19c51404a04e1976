import {
  ASSESSMENT_KINDS,
  type TAssessmentSave,
  type TAssessmentTemplateBody,
  type TCandidateAssessment,
  type TCandidateAssessmentContent,
  type TLanguageTemplateBody,
  type TWritingTemplateBody,
} from '@ats/contract';
import type { AiProvider } from '../../adapters/ai';
import type { Db } from '../../db/client';
import type { StoredAssessmentScore } from '../../db/schema';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import {
  abandonInterview,
  assertMove,
  auditInterview,
  closedReasonOf,
  findInterviewByTokenHash,
  hashToken,
  type InterviewJoinedRow,
  isExpired,
  phaseOf,
  updateInterview,
} from '../interviews';
import { findUploadByKey } from '../uploads';
import * as repo from './assessments.repo';
import { outcomeOf } from './assessments.service';
import { scoreLanguage } from './language-scoring';
import * as spokenRepo from './spoken-answers.repo';
import { aiRubricScore } from './writing-ai';
import { analyseWriting, writingScore } from './writing-engine';

const LINK_NOT_VALID = 'This assessment link is not valid';
/** Seconds past the time limit a save or submit is still taken (network latency, a slow phone). */
const LATE_GRACE_SECONDS = 30;

type Joined = InterviewJoinedRow;
type Attempt = repo.AttemptRow;
type Save = TAssessmentSave & {
  answers: Record<string, number>;
  text: string;
  focusLost: number;
  pasteBlocked: number;
};

const secondsLeftOf = (j: Joined, a: Attempt, now = Date.now()) =>
  j.row.startedAt ? Math.ceil(a.timeLimitSeconds - (now - j.row.startedAt.getTime()) / 1000) : null;

/** What the candidate sees of the template: no right answers, no listening script. */
const candidateContent = (a: Attempt): TCandidateAssessmentContent => {
  const body = a.content.body as TAssessmentTemplateBody;
  if (body.kind === 'writing') {
    return {
      kind: 'writing',
      instructions: body.instructions,
      task: body.task,
      minWords: body.minWords,
      maxWords: body.maxWords,
    };
  }
  return {
    kind: 'language',
    instructions: body.instructions,
    sections: body.sections.map((s) => ({
      id: s.id,
      type: s.type,
      title: s.title,
      instructions: s.instructions,
      passage: s.passage,
      maxPlays: s.maxPlays,
      hasAudio: s.type === 'listening' && Boolean(s.audio),
      questions: (s.questions ?? []).map((q) => ({ id: q.id, prompt: q.prompt, options: q.options })),
      spokenItems: (s.type === 'speaking' ? (s.spokenItems ?? []) : []).map((i) => ({
        id: i.id,
        prompt: i.prompt,
        media: i.media,
        thinkTimeSeconds: i.thinkTimeSeconds,
        maxAnswerSeconds: i.maxAnswerSeconds,
        retakes: i.retakes,
      })),
    })),
  };
};

const candidateAssessmentView = (
  j: Joined,
  a: Attempt,
  spoken: TCandidateAssessment['spoken'] = {},
): TCandidateAssessment => {
  const closedReason = closedReasonOf(j.row);
  const left = secondsLeftOf(j, a);
  return {
    type: j.row.type as TCandidateAssessment['type'],
    status: j.row.status as TCandidateAssessment['status'],
    phase: phaseOf(j.row),
    closedReason,
    referenceName: j.row.referenceName,
    firstName: j.applicantFirstName,
    expiresAt: j.row.expiresAt.toISOString(),
    startedAt: j.row.startedAt?.toISOString() ?? null,
    timeLimitSeconds: a.timeLimitSeconds,
    secondsLeft: left === null ? null : Math.max(0, left),
    content: closedReason ? null : candidateContent(a),
    saved: closedReason
      ? { answers: {}, text: '', savedAt: null }
      : { answers: a.answers, text: a.text, savedAt: a.savedAt?.toISOString() ?? null },
    audioPlays: a.audioPlays,
    spoken: closedReason ? {} : spoken,
  };
};

/** Only answers to questions of the template are kept, within each question's options. */
const cleanAnswers = (body: TAssessmentTemplateBody, answers: Record<string, number>) => {
  if (body.kind !== 'language') return {};
  const out: Record<string, number> = {};
  for (const s of body.sections)
    for (const q of s.questions) {
      const v = answers[q.id];
      if (v !== undefined && v < q.options.length) out[q.id] = v;
    }
  return out;
};

/** The engine's score of what was saved (language: multiple choice; writing: the built-in engine). */
const scoreAttempt = async (
  a: Pick<Attempt, 'content' | 'answers' | 'text'>,
): Promise<StoredAssessmentScore> => {
  const body = a.content.body as TAssessmentTemplateBody;
  if (body.kind === 'language') {
    const language = scoreLanguage(body as TLanguageTemplateBody, a.answers);
    return { autoScore: language.percent, language, writing: null };
  }
  const w = body as TWritingTemplateBody;
  const writing = await analyseWriting(a.text, w);
  return { autoScore: writingScore(writing), language: null, writing };
};

/**
 * The candidate's calls, by the link's token only. Each write locks the interview row; time is
 * the server's: a reload resumes with the time left since the start, and anything arriving after
 * the limit (plus a short grace) is not taken: the last autosave is what gets scored.
 */
export const createCandidateAssessmentsService = (db: Db, ai: AiProvider) => {
  const byToken = async (tx: Db, token: string, forUpdate = false) => {
    const j = await findInterviewByTokenHash(tx, hashToken(token), forUpdate);
    if (!j || j.row.archivedAt || !(j.row.type in ASSESSMENT_KINDS)) throw new HttpError(404, LINK_NOT_VALID);
    const a = await repo.findAttempt(tx, j.row.id, forUpdate);
    if (!a) throw new HttpError(404, LINK_NOT_VALID);
    return { j, a };
  };

  const timeIsUp = (j: Joined, a: Attempt) => {
    const left = secondsLeftOf(j, a);
    return left !== null && left < -LATE_GRACE_SECONDS;
  };

  /** Scores and submits in the caller's transaction (status submitted: the reviewer has the last word). */
  const submitIn = async (tx: Db, j: Joined, a: Attempt, reason: 'candidate' | 'time', ip: string | null) => {
    const now = new Date();
    const score = await scoreAttempt(a);
    const passScore = (a.content.body as TAssessmentTemplateBody).passScore;
    const secondsUsed = Math.min(
      a.timeLimitSeconds,
      Math.round((now.getTime() - (j.row.startedAt ?? now).getTime()) / 1000),
    );
    await repo.updateAttempt(tx, j.row.id, { score, secondsUsed });
    await updateInterview(tx, j.row.id, {
      status: 'submitted',
      submittedAt: now,
      score: score.autoScore,
      outcome: outcomeOf(score.autoScore, passScore),
    });
    await auditInterview(tx, j.row, 'interview_submit', null, { reason, autoScore: score.autoScore }, ip);
    return score;
  };

  /**
   * Before any move: a link past its expiry that was never started is abandoned; a started attempt
   * past its time is submitted with its last autosave. Commits on its own (like typing's expiry).
   */
  const settle = (token: string, ip: string | null) =>
    db.transaction(async (tx) => {
      const { j, a } = await byToken(tx, token, true);
      const phase = phaseOf(j.row);
      if (phase === 'started' && timeIsUp(j, a)) {
        await submitIn(tx, j, a, 'time', ip);
        return 'submitted' as const;
      }
      if (phase !== 'started' && isExpired(j.row)) {
        await abandonInterview(tx, j.row, 'expired', ip);
        return 'expired' as const;
      }
      return null;
    });

  const view = async (tx: Db, token: string) => {
    const { j, a } = await byToken(tx, token);
    const spoken: TCandidateAssessment['spoken'] = {};
    for (const r of await spokenRepo.answersOf(tx, j.row.id))
      spoken[r.itemId] = {
        status: r.status,
        receivedChunks: (await spokenRepo.chunksOf(tx, r.id)).map((c) => c.idx),
      };
    return candidateAssessmentView(j, a, spoken);
  };

  /** After submit, with a configured language model: the AI rubric score (best effort). */
  const addAiScore = async (interviewId: string) => {
    if (ai.name === 'built-in') return;
    try {
      const a = await repo.findAttempt(db, interviewId);
      const body = a?.content.body as TWritingTemplateBody | undefined;
      if (!a?.score?.writing || body?.kind !== 'writing') return;
      const instructions = body.aiPromptId ? await repo.promptDefinition(db, body.aiPromptId) : undefined;
      const aiScore = await aiRubricScore(ai, {
        task: body.task,
        rubric: body.rubric,
        text: a.text,
        instructions,
      });
      if (!aiScore) return;
      const writing = { ...a.score.writing, ai: aiScore };
      const autoScore = writingScore(writing);
      await db.transaction(async (tx) => {
        await repo.updateAttempt(tx, interviewId, { score: { ...a.score!, writing, autoScore } });
        await updateInterview(tx, interviewId, {
          score: autoScore,
          outcome: outcomeOf(autoScore, body.passScore),
        });
      });
    } catch {
      // The built-in score stands; the result page shows no AI part.
    }
  };

  const mustBeStarted = (j: Joined) => {
    if (phaseOf(j.row) !== 'started') assertMove(j.row, 'submit', 'assessment');
  };

  /** A token's started attempt (locked) and its language test's section `sectionId`, if there is one. */
  const startedWithSection = async (tx: Db, token: string, sectionId: string) => {
    const { j, a } = await byToken(tx, token, true);
    mustBeStarted(j);
    const body = a.content.body as TAssessmentTemplateBody;
    const section = body.kind === 'language' ? body.sections.find((s) => s.id === sectionId) : undefined;
    return { j, a, section };
  };

  /** 409 once the time is up (settling submitted the last saved answers). */
  const refuseWhenTimeIsUp = async (token: string, ip: string | null) => {
    if ((await settle(token, ip)) === 'submitted')
      throw conflict('Time is up', ['your last saved answers were submitted']);
  };

  /** Counts one more play of a listening section (409 when none are left); answers the plays so far. */
  const countPlay = async (
    tx: Db,
    j: Joined,
    a: Awaited<ReturnType<typeof byToken>>['a'],
    sectionId: string,
    maxPlays: number,
  ) => {
    const plays = a.audioPlays[sectionId] ?? 0;
    if (plays >= maxPlays) {
      throw conflict('No plays left', [
        `this recording may be played ${maxPlays} time(s) and has been played ${plays}`,
      ]);
    }
    await repo.updateAttempt(tx, j.row.id, { audioPlays: { ...a.audioPlays, [sectionId]: plays + 1 } });
    return plays + 1;
  };

  return {
    async open(token: string, ip: string | null) {
      await settle(token, ip);
      return view(db, token);
    },

    async start(token: string, ip: string | null) {
      if ((await settle(token, ip)) === 'expired')
        throw conflict('This assessment link has expired', ['ask the recruiter to send a new one']);
      return db.transaction(async (tx) => {
        const { j } = await byToken(tx, token, true);
        assertMove(j.row, 'start', 'assessment');
        await updateInterview(tx, j.row.id, { startedAt: new Date() });
        await auditInterview(tx, j.row, 'interview_start', null, {}, ip);
        return view(tx, token);
      });
    },

    async save(token: string, body: Save, ip: string | null) {
      await refuseWhenTimeIsUp(token, ip);
      return db.transaction(async (tx) => {
        const { j, a } = await byToken(tx, token, true);
        mustBeStarted(j);
        const savedAt = new Date();
        await repo.updateAttempt(tx, j.row.id, {
          answers: cleanAnswers(a.content.body as TAssessmentTemplateBody, body.answers),
          text: a.content.kind === 'writing' ? body.text : '',
          savedAt,
          focusLost: a.focusLost + body.focusLost,
          pasteBlocked: a.pasteBlocked + body.pasteBlocked,
        });
        return { savedAt: savedAt.toISOString(), secondsLeft: Math.max(0, secondsLeftOf(j, a) ?? 0) };
      });
    },

    async playAudio(token: string, sectionId: string, ip: string | null) {
      await refuseWhenTimeIsUp(token, ip);
      return db.transaction(async (tx) => {
        const { j, a, section } = await startedWithSection(tx, token, sectionId);
        if (section?.type !== 'listening') throw notFound('Listening section');
        if (section.audio)
          throw conflict('This section plays a recording', [
            `fetch it from the audio path of section ${sectionId}`,
          ]);
        const plays = await countPlay(tx, j, a, sectionId, section.maxPlays);
        return { plays, maxPlays: section.maxPlays, transcript: section.transcript };
      });
    },

    /**
     * One play of a listening section's uploaded clip: counted on the server first (a reload
     * never resets it; 409 past the template's number), then the caller streams the checked upload.
     */
    async audioClip(token: string, sectionId: string, ip: string | null) {
      await refuseWhenTimeIsUp(token, ip);
      return db.transaction(async (tx) => {
        const { j, a, section } = await startedWithSection(tx, token, sectionId);
        if (section?.type !== 'listening' || !section.audio) throw notFound('Audio clip');
        const upload = await findUploadByKey(tx, section.audio.s3Key);
        if (upload?.status !== 'verified' || !upload.size) throw notFound('Audio clip');
        const plays = await countPlay(tx, j, a, sectionId, section.maxPlays);
        return {
          key: upload.key,
          contentType: upload.contentType,
          size: upload.size,
          plays,
          maxPlays: section.maxPlays,
        };
      });
    },

    async submit(token: string, body: Save, ip: string | null) {
      await refuseWhenTimeIsUp(token, ip);
      const id = await db.transaction(async (tx) => {
        const { j, a } = await byToken(tx, token, true);
        assertMove(j.row, 'submit', 'assessment');
        const final = {
          ...a,
          answers: cleanAnswers(a.content.body as TAssessmentTemplateBody, body.answers),
          text: a.content.kind === 'writing' ? body.text : '',
          focusLost: a.focusLost + body.focusLost,
          pasteBlocked: a.pasteBlocked + body.pasteBlocked,
        };
        await repo.updateAttempt(tx, j.row.id, {
          answers: final.answers,
          text: final.text,
          focusLost: final.focusLost,
          pasteBlocked: final.pasteBlocked,
          savedAt: new Date(),
        });
        await submitIn(tx, j, final, 'candidate', ip);
        return j.row.id;
      });
      await addAiScore(id);
      return view(db, token);
    },
  };
};
