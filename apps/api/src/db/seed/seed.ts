import { randomBytes } from 'node:crypto';
import { fullPermissions } from '@ats/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '../../lib/passwords';
import type { Db } from '../client';
import { roles, users } from '../schema';
import { DEMO_SEEDERS } from './demo-seeders';
import { SEEDED_ROLES } from './seeded-roles';

const ADMIN_ROLE_NAME = 'Administrator';

export interface SeedOptions {
  adminEmail: string;
  adminPassword: string | undefined;
  seedDemo: boolean;
}

/**
 * Idempotent: on an empty database, creates the roles, the administrator and (optionally) the
 * demo data; on later starts it only makes sure the Administrator role still has every permission.
 */
export const seedDatabase = async (db: Db, opts: SeedOptions, log: FastifyBaseLogger) => {
  const [{ n: userCount } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  let [adminRole] = await db.select({ id: roles.id }).from(roles).where(eq(roles.isSystem, true)).limit(1);
  if (!adminRole) {
    [adminRole] = await db
      .insert(roles)
      .values({
        name: ADMIN_ROLE_NAME,
        description: 'Every operation on every screen.',
        isSystem: true,
        permissions: fullPermissions(),
      })
      .returning({ id: roles.id });
    for (const r of SEEDED_ROLES) await db.insert(roles).values(r).onConflictDoNothing();
  } else {
    await db
      .update(roles)
      .set({ permissions: fullPermissions(), status: 1 })
      .where(eq(roles.id, adminRole.id));
  }
  if (userCount > 0) return { created: false as const };

  const password = opts.adminPassword ?? randomBytes(12).toString('base64url');
  const [admin] = await db
    .insert(users)
    .values({
      firstName: 'System',
      lastName: 'Administrator',
      email: opts.adminEmail.toLowerCase(),
      passwordHash: await hashPassword(password),
      roleId: adminRole!.id,
    })
    .returning({ id: users.id });
  if (!opts.adminPassword) {
    log.warn(
      `Administrator created: ${opts.adminEmail} with a generated password (printed once to the console)`,
    );
    console.log(`\n  Administrator: ${opts.adminEmail}\n  Password:      ${password}   (shown once)\n`);
  } else {
    log.info(`Administrator created: ${opts.adminEmail}`);
  }
  if (opts.seedDemo) {
    for (const seeder of DEMO_SEEDERS) {
      await seeder.run({ db, log, adminUserId: admin!.id });
      log.info(`demo data: ${seeder.name}`);
    }
  }
  return { created: true as const, adminUserId: admin!.id };
};
