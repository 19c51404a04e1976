import {
  mentionedIdsOf,
  mentionToken,
  notePlainText,
  type TApplicantRef,
  type TMentionableUser,
  type TNote,
  type TNoteAbout,
  type TNoteRevision,
  type TNoteUpdate,
  type TNoteVisibility,
  type ZNoteCreate,
} from '@ats/contract';
import type { z } from 'zod';
import { enqueueMail } from '../../adapters/mail/outbox.repo';
import type { Db } from '../../db/client';
import { isoRequired } from '../../lib/dates';
import { badRequest, forbidden, notFound } from '../../lib/http-error';
import type { AuthContext } from '../../plugins/route-access';
import { activeStaff, applicantPath, mayReach, reachSubject, type Subject } from './applicant-subject';
import * as repo from './notes.repo';

const MENTIONABLE_LIMIT = 8;

const refOf = (row: repo.NoteRow): TApplicantRef =>
  row.applicantId
    ? { applicantKind: 'manual', applicantId: row.applicantId }
    : { applicantKind: 'requisition', applicantId: row.requisitionApplicantId! };

const excerpt = (text: string, max = 280) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * Notes with @mentions, edit history and visibility (docs/decisions/notes.md). A mentioned
 * user must be able to see the applicant; each new mention notifies them in the app and by mail,
 * in the same transaction as the note.
 */
export const createNotesService = (db: Db, publicUrl: string) => {
  const toNote = async (rows: repo.NoteRow[], caller: AuthContext): Promise<TNote[]> => {
    const names = await repo.userNames(db, [...new Set(rows.flatMap((r) => r.mentionedUserIds))]);
    return rows.map((r) => ({
      id: r.id,
      about: r.about as TNoteAbout,
      body: r.body,
      visibility: r.visibility as TNoteVisibility,
      author: r.authorId ? { id: r.authorId, name: r.authorName ?? '' } : null,
      mentions: r.mentionedUserIds.map((id) => ({ id, name: names.get(id) ?? '' })),
      createdAt: isoRequired(r.createdAt),
      updatedAt: isoRequired(r.updatedAt),
      edited: r.updatedAt.getTime() !== r.createdAt.getTime(),
      mine: r.authorId === caller.userId,
    }));
  };

  /**
   * The mentions of a body: each must be an active user who may see the applicant. Tokens are
   * rewritten with the users' real names, so a body cannot show one name and notify another.
   */
  const resolveMentions = async (
    body: string,
    visibility: TNoteVisibility,
    ref: TApplicantRef,
    subject: Subject,
  ) => {
    const ids = mentionedIdsOf(body);
    if (!ids.length) return { body, mentioned: [] };
    if (visibility === 'private') {
      throw badRequest('Validation failed', ['body: a private note cannot mention anyone']);
    }
    const staff = await activeStaff(db, ids);
    const byId = new Map(staff.map((u) => [u.id, u]));
    const errors = ids.flatMap((id) => {
      const user = byId.get(id);
      if (!user) return ['body: a mentioned user does not exist or is inactive'];
      return mayReach(user, ref, subject) ? [] : [`body: ${user.name} cannot see this applicant`];
    });
    if (errors.length) throw badRequest('Validation failed', [...new Set(errors)]);
    const rewritten = body.replace(/@\[[^\]\n]{1,120}\]\(([0-9a-f-]{36})\)/gi, (token, id: string) => {
      const user = byId.get(id.toLowerCase());
      return user ? mentionToken(user) : token;
    });
    return { body: rewritten, mentioned: ids.map((id) => byId.get(id)!) };
  };

  const notifyMentioned = async (
    tx: Db,
    caller: AuthContext,
    ref: TApplicantRef,
    subject: Subject,
    body: string,
    users: { id: string; name: string; email: string }[],
  ) => {
    const recipients = users.filter((u) => u.id !== caller.userId);
    if (!recipients.length) return;
    const author = `${caller.firstName} ${caller.lastName}`.trim();
    const who = subject.name || 'an applicant';
    const title = `${author} mentioned you in a note on ${who}`;
    const text = excerpt(notePlainText(body));
    const link = applicantPath(ref);
    await repo.insertNotifications(
      tx,
      recipients.map((u) => ({ userId: u.id, kind: 'mention', title, body: text, link })),
    );
    for (const u of recipients) {
      await enqueueMail(tx, {
        to: u.email,
        subject: title,
        text: `Hello ${u.name},\n\n${author} mentioned you in a note on ${who}:\n\n${notePlainText(body)}\n\nOpen the applicant: ${publicUrl}${link}\n`,
      });
    }
  };

  /** A note the caller may see, on an applicant the caller may still reach. */
  const mustFindNote = async (id: string, caller: AuthContext) => {
    const row = await repo.findVisibleNote(db, id, caller.userId);
    if (!row) throw notFound('Note');
    const ref = refOf(row);
    const subject = await reachSubject(db, caller, ref).catch((e) => {
      // A note on an applicant the caller cannot reach is as invisible as the applicant.
      if ((e as { statusCode?: number }).statusCode === 404) throw notFound('Note');
      throw e;
    });
    return { row, ref, subject };
  };

  const mustOwn = (row: repo.NoteRow, caller: AuthContext) => {
    if (row.authorId !== caller.userId) throw forbidden('Only the author can change a note');
  };

  return {
    async list(ref: TApplicantRef, caller: AuthContext) {
      await reachSubject(db, caller, ref);
      return toNote(await repo.listNotes(db, ref, caller.userId), caller);
    },

    async create(v: z.output<typeof ZNoteCreate>, caller: AuthContext) {
      const ref = { applicantKind: v.applicantKind, applicantId: v.applicantId };
      const subject = await reachSubject(db, caller, ref);
      const { body, mentioned } = await resolveMentions(v.body, v.visibility, ref, subject);
      const id = await db.transaction(async (tx) => {
        const noteId = await repo.insertNote(tx, {
          ref,
          about: v.about,
          authorId: caller.userId,
          body,
          visibility: v.visibility,
          mentionedUserIds: mentioned.map((u) => u.id),
        });
        await notifyMentioned(tx, caller, ref, subject, body, mentioned);
        return noteId;
      });
      const row = await repo.findVisibleNote(db, id, caller.userId);
      return (await toNote([row!], caller))[0]!;
    },

    async update(id: string, input: TNoteUpdate, caller: AuthContext) {
      const { row, ref, subject } = await mustFindNote(id, caller);
      mustOwn(row, caller);
      const visibility = input.visibility ?? 'everyone';
      const { body, mentioned } = await resolveMentions(input.body, visibility, ref, subject);
      if (body === row.body && visibility === row.visibility) return (await toNote([row], caller))[0]!;
      const before = new Set(row.mentionedUserIds);
      await db.transaction(async (tx) => {
        await repo.insertRevision(tx, {
          noteId: id,
          body: row.body,
          visibility: row.visibility,
          editedBy: caller.userId,
        });
        await repo.updateNote(tx, id, { body, visibility, mentionedUserIds: mentioned.map((u) => u.id) });
        // Only people mentioned for the first time hear about it.
        await notifyMentioned(
          tx,
          caller,
          ref,
          subject,
          body,
          mentioned.filter((u) => !before.has(u.id)),
        );
      });
      const updated = await repo.findVisibleNote(db, id, caller.userId);
      return (await toNote([updated!], caller))[0]!;
    },

    async remove(id: string, caller: AuthContext) {
      const { row } = await mustFindNote(id, caller);
      mustOwn(row, caller);
      // Kept (with its history) but no longer shown.
      await repo.updateNote(db, id, { deletedAt: new Date() });
      return { message: 'Note deleted' };
    },

    async history(id: string, caller: AuthContext): Promise<TNoteRevision[]> {
      await mustFindNote(id, caller);
      return (await repo.listRevisions(db, id)).map((r) => ({
        id: r.id,
        body: r.body,
        visibility: r.visibility as TNoteVisibility,
        replacedAt: isoRequired(r.createdAt),
      }));
    },

    async mentionable(ref: TApplicantRef, q: string, caller: AuthContext): Promise<TMentionableUser[]> {
      const subject = await reachSubject(db, caller, ref);
      const found = await repo.searchActiveUsers(db, q, 50);
      const staff = await activeStaff(
        db,
        found.map((f) => f.id),
      );
      const order = new Map(found.map((f, i) => [f.id, i]));
      return staff
        .filter((u) => u.id !== caller.userId && mayReach(u, ref, subject))
        .sort((a, b) => order.get(a.id)! - order.get(b.id)!)
        .slice(0, MENTIONABLE_LIMIT)
        .map((u) => ({ id: u.id, name: u.name, email: u.email }));
    },
  };
};
