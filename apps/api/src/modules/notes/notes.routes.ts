import {
  NOTE_PATHS,
  NOTIFICATION_PATHS,
  ZApplicantRef,
  ZEnvelope,
  ZIdParam,
  ZMentionableQuery,
  ZMentionableUser,
  ZNote,
  ZNoteCreate,
  ZNoteRevision,
  ZNoteUpdate,
  ZNotificationList,
  ZNotificationsRead,
} from '@ats/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, eitherTrackerAccess } from '../../plugins/route-access';
import type { ModuleDeps } from '../module-deps';
import { createNotesService } from './notes.service';
import { createNotificationsService } from './notifications.service';

/**
 * Notes need `view` on the applicant's tracker (either tracker opens the route; the service then
 * checks the one the applicant is in, and its scope). Only the author edits or deletes a note.
 */
const access = eitherTrackerAccess('view');

export const notesRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const notes = createNotesService(deps.db, deps.publicUrl);
    const notifications = createNotificationsService(deps.db);
    const tags = ['notes'];

    app.get(
      NOTE_PATHS.list,
      {
        config: access,
        schema: { tags, querystring: ZApplicantRef, response: { 200: ZEnvelope(z.array(ZNote)) } },
      },
      async (req) => ({ data: await notes.list(req.query, callerOf(req)) }),
    );
    app.post(
      NOTE_PATHS.create,
      { config: access, schema: { tags, body: ZNoteCreate, response: { 200: ZEnvelope(ZNote) } } },
      async (req) => ({ data: await notes.create(req.body, callerOf(req)) }),
    );
    app.put(
      NOTE_PATHS.update,
      {
        config: access,
        schema: { tags, params: ZIdParam, body: ZNoteUpdate, response: { 200: ZEnvelope(ZNote) } },
      },
      async (req) => ({ data: await notes.update(req.params.id, req.body, callerOf(req)) }),
    );
    app.delete(
      NOTE_PATHS.delete,
      {
        config: access,
        schema: { tags, params: ZIdParam, response: { 200: ZEnvelope(z.object({ message: z.string() })) } },
      },
      async (req) => ({ data: await notes.remove(req.params.id, callerOf(req)) }),
    );
    app.get(
      NOTE_PATHS.history,
      {
        config: access,
        schema: {
          tags,
          summary: 'Earlier versions of a note, newest first',
          params: ZIdParam,
          response: { 200: ZEnvelope(z.array(ZNoteRevision)) },
        },
      },
      async (req) => ({ data: await notes.history(req.params.id, callerOf(req)) }),
    );
    app.get(
      NOTE_PATHS.mentionable,
      {
        config: access,
        schema: {
          tags,
          summary: 'Users who may see the applicant, for @mentions',
          querystring: ZMentionableQuery,
          response: { 200: ZEnvelope(z.array(ZMentionableUser)) },
        },
      },
      async (req) => ({
        data: await notes.mentionable(
          { applicantKind: req.query.applicantKind, applicantId: req.query.applicantId },
          req.query.q ?? '',
          callerOf(req),
        ),
      }),
    );

    // The caller's own notifications: any signed-in user.
    app.get(
      NOTIFICATION_PATHS.list,
      {
        config: { access: { signedIn: true } },
        schema: { tags: ['notifications'], response: { 200: ZEnvelope(ZNotificationList) } },
      },
      async (req) => ({ data: await notifications.list(callerOf(req)) }),
    );
    app.post(
      NOTIFICATION_PATHS.read,
      {
        config: { access: { signedIn: true } },
        schema: {
          tags: ['notifications'],
          body: ZNotificationsRead,
          response: { 200: ZEnvelope(z.object({ unread: z.number().int() })) },
        },
      },
      async (req) => ({ data: await notifications.read(req.body, callerOf(req)) }),
    );
  };
