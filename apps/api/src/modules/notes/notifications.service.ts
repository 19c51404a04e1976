import type { TNotification, TNotificationList, TNotificationsRead } from '@ats/contract';
import type { Db } from '../../db/client';
import { isoRequired } from '../../lib/dates';
import type { AuthContext } from '../../plugins/route-access';
import * as repo from './notes.repo';

const SHOWN = 30;

/** The bell in the top bar: the caller's own notifications only. */
export const createNotificationsService = (db: Db) => ({
  async list(caller: AuthContext): Promise<TNotificationList> {
    const [rows, unread] = await Promise.all([
      repo.listNotifications(db, caller.userId, SHOWN),
      repo.countUnread(db, caller.userId),
    ]);
    return {
      unread,
      items: rows.map((r) => ({
        id: r.id,
        kind: r.kind as TNotification['kind'],
        title: r.title,
        body: r.body,
        link: r.link,
        read: r.readAt !== null,
        createdAt: isoRequired(r.createdAt),
      })),
    };
  },

  async read(input: TNotificationsRead, caller: AuthContext) {
    await repo.markRead(db, caller.userId, 'all' in input ? 'all' : input.ids);
    return { unread: await repo.countUnread(db, caller.userId) };
  },
});
