import { randomUUID } from 'node:crypto';
import type { TPermissions, TRole, TUser } from '@ats/contract';
import { call } from './api-client';
import { apiLogin, setPasswordFromMail } from './auth';

const unique = () => randomUUID().slice(0, 8);

export const createRole = (token: string, opts: { name?: string; permissions: TPermissions }) =>
  call<TRole>('POST', '/roles/create', {
    token,
    body: { name: opts.name ?? `Role ${unique()}`, permissions: opts.permissions },
  });

export const savePermissions = (token: string, id: string, permissions: TPermissions) =>
  call<TRole>('PATCH', '/roles/save-permissions', { token, body: { id, permissions } });

export const setRoleStatus = (token: string, id: string, status: 0 | 1) =>
  call<TRole>('POST', `/roles/update/${id}`, { token, body: { status } });

export const createUser = (
  token: string,
  opts: { roleId: string; firstName?: string; lastName?: string; email?: string },
) => {
  const id = unique();
  return call<TUser>('POST', '/users/create', {
    token,
    body: {
      firstName: opts.firstName ?? 'Test',
      lastName: opts.lastName ?? `User ${id}`,
      email: opts.email ?? `user-${id}@example.com`,
      roleId: opts.roleId,
      linesOfBusiness: [],
    },
  });
};

export const TEST_PASSWORD = 'Correct-Horse-Battery-42';

/**
 * A user with a role that has exactly `permissions`, with a password set through the invite
 * link, signed in through the API. Returns the user, role and login result (token).
 */
export const seedUserWithRole = async (
  adminToken: string,
  permissions: TPermissions,
  opts: { roleName?: string } = {},
) => {
  const role = await createRole(adminToken, { name: opts.roleName, permissions });
  const user = await createUser(adminToken, { roleId: role.id });
  await setPasswordFromMail(user.email, TEST_PASSWORD);
  const login = await apiLogin(user.email, TEST_PASSWORD);
  return { role, user, login, password: TEST_PASSWORD };
};
