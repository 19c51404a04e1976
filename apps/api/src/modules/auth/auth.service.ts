import { normalizePermissions, STAFF_URLS, type TLoginResult, type TPermissions } from '@ats/contract';
import { enqueueMail } from '../../adapters/mail/outbox.repo';
import type { Db } from '../../db/client';
import { HttpError, unauthorized } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { randomToken, sha256, signSessionToken } from '../../lib/tokens';
import { recordAudit } from '../audit';
import type { ModuleDeps } from '../module-deps';
import {
  changingAccess,
  findActiveSession,
  insertSession,
  revokeSession,
  revokeUserSessions,
} from '../sessions';
import * as repo from './auth.repo';
import { isDeviceOf, issueDeviceToken } from './device-cookie';
import { createLoginThrottle } from './login-throttle';

const RESET_TOKEN_TTL_MINUTES = 60;
/** Reset mails one account may get, whoever asks: one per 5 minutes, 5 in 24 hours. */
const RESET_MAIL_LIMITS = { gapMinutes: 5, perDay: 5 } as const;
const INVALID_LOGIN = 'Invalid email or password';

export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
  /** The browser's device cookie (sign-in only). */
  device?: string;
}

export const createAuthService = (deps: ModuleDeps) => {
  const { db, config } = deps;
  const throttle = createLoginThrottle(db, config.loginThrottle);

  const issueSession = async (tx: Db, userId: string, meta: RequestMeta) => {
    const expiresAt = new Date(Date.now() + config.jwtTtlHours * 3600_000);
    const sessionId = await insertSession(tx, {
      userId,
      expiresAt,
      ip: meta.ip,
      userAgent: meta.userAgent,
    });
    const token = await signSessionToken(config.jwtSecret, { userId, sessionId }, expiresAt);
    return { sessionId, token };
  };

  return {
    /** Signs in; `device` is the token the browser keeps so that its next sign-in is never slowed down. */
    async login(
      email: string,
      password: string,
      meta: RequestMeta,
    ): Promise<TLoginResult & { device: string }> {
      await throttle.before(email, meta.ip, isDeviceOf(config.jwtSecret, email, meta.device));
      const user = await repo.findUserForLogin(db, email);
      const ok = await verifyPassword(user?.passwordHash, password);
      if (!user || !ok || !user.active) {
        await throttle.failed(email, meta.ip, user?.id);
        throw unauthorized(INVALID_LOGIN);
      }
      if (user.roleStatus === 0) throw unauthorized('Access has been revoked');
      await throttle.succeeded(email, meta.ip);
      const { sessionId, token } = await db.transaction(async (tx) => {
        const issued = await issueSession(tx, user.id, meta);
        await repo.touchLastLogin(tx, user.id);
        await recordAudit(tx, {
          actorId: user.id,
          action: 'sign_in',
          entityType: 'user',
          entityId: user.id,
          ip: meta.ip,
        });
        return issued;
      });
      const session = await findActiveSession(db, sessionId, user.id);
      if (!session) throw unauthorized(INVALID_LOGIN);
      return {
        id: session.userId,
        firstName: session.firstName,
        lastName: session.lastName,
        email: session.email,
        roleId: session.roleId,
        roleName: session.roleName,
        permissions: normalizePermissions(session.permissions as TPermissions),
        linesOfBusiness: session.linesOfBusiness,
        token,
        device: isDeviceOf(config.jwtSecret, email, meta.device)
          ? (meta.device as string)
          : issueDeviceToken(config.jwtSecret, email),
      };
    },

    async logout(sessionId: string, userId: string, meta: RequestMeta) {
      await changingAccess(db, () =>
        db.transaction(async (tx) => {
          await revokeSession(tx, sessionId);
          await recordAudit(tx, {
            actorId: userId,
            action: 'sign_out',
            entityType: 'user',
            entityId: userId,
            ip: meta.ip,
          });
        }),
      );
    },

    /** Mails a single-use link; answers nothing about whether the address exists. */
    async sendPasswordEmail(email: string, purpose: 'reset' | 'invite' = 'reset') {
      const user = await repo.findUserByEmail(db, email);
      if (!user?.active) return;
      const token = randomToken();
      const expiresAt = new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * 60_000);
      const link = `${deps.publicUrl}${STAFF_URLS.setNewPassword}?userId=${user.id}&token=${token}`;
      const subject = purpose === 'invite' ? 'Set up your ATS account' : 'Reset your ATS password';
      const intro =
        purpose === 'invite'
          ? 'An account has been created for you. Choose a password to sign in:'
          : 'We received a request to reset your password. Choose a new one here:';
      await db.transaction(async (tx) => {
        // However many addresses ask, one account gets at most one mail per few minutes and a few
        // a day (docs/decisions/auth.md#password-reset-mail-cap); the asker's answer never differs.
        if (purpose === 'reset' && !(await repo.mayMailReset(tx, user.id, RESET_MAIL_LIMITS))) return;
        await repo.insertResetToken(tx, { userId: user.id, tokenHash: sha256(token), expiresAt, purpose });
        await enqueueMail(tx, {
          to: user.email,
          subject,
          text: `Hello ${user.firstName},\n\n${intro}\n\n${link}\n\nThe link works once and expires in ${RESET_TOKEN_TTL_MINUTES} minutes. If you did not ask for this, ignore this message.`,
        });
      });
    },

    async resetPassword(input: { userId: string; token: string; password: string }, meta: RequestMeta) {
      const hash = await hashPassword(input.password);
      await changingAccess(db, () =>
        db.transaction(async (tx) => {
          const userId = await repo.consumeResetToken(tx, input.userId, sha256(input.token));
          if (!userId) throw new HttpError(400, 'This link is invalid or has expired; ask for a new one');
          await repo.setPasswordHash(tx, userId, hash);
          await revokeUserSessions(tx, userId);
          const email = await repo.findUserEmail(tx, userId);
          if (email) await throttle.passwordChanged(tx, email);
          await recordAudit(tx, {
            actorId: userId,
            action: 'password_reset',
            entityType: 'user',
            entityId: userId,
            ip: meta.ip,
          });
        }),
      );
    },
  };
};
