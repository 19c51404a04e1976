import { z } from 'zod';
import { ZLine } from '../common/text';

/** One allowed caller address: an IPv4 or IPv6 address, or a CIDR range of either. */
const ZAllowedAddress = z
  .string()
  .trim()
  .max(50)
  .regex(
    /^(?:(?:\d{1,3}\.){3}\d{1,3}(?:\/\d{1,2})?|[0-9a-fA-F:.]*:[0-9a-fA-F:.]*(?:\/\d{1,3})?)$/,
    'Each allowed address is an IPv4 or IPv6 address or a CIDR range',
  );

/** `POST /api/api-tokens/create`: the secret comes back once, in the answer. */
export const ZApiTokenCreate = z.object({
  name: ZLine('Name').min(1, 'Name is required').max(100, 'Name must be at most 100 characters'),
  roleId: z.uuid('Choose a role'),
  linesOfBusiness: z.array(z.uuid()).max(200).default([]),
  /** ISO date-time; none: the token works until revoked. */
  expiresAt: z.iso.datetime({ offset: true }).nullable().default(null),
  /** Empty: any address. */
  ipAllowList: z.array(ZAllowedAddress).max(50).default([]),
});
export type TApiTokenCreate = z.input<typeof ZApiTokenCreate>;

export const ZApiToken = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The first characters of the secret, to tell tokens apart; never enough to use it. */
  prefix: z.string(),
  roleId: z.uuid(),
  roleName: z.string(),
  linesOfBusiness: z.array(z.uuid()),
  expiresAt: z.string().nullable(),
  ipAllowList: z.array(z.string()),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  lastUsedIp: z.string().nullable(),
  revokedAt: z.string().nullable(),
  status: z.enum(['active', 'expired', 'revoked']),
});
export type TApiToken = z.infer<typeof ZApiToken>;

export const ZApiTokenCreated = z.object({ token: ZApiToken, secret: z.string() });
export type TApiTokenCreated = z.infer<typeof ZApiTokenCreated>;

/** Every API token secret starts so, which lets secret scanners find a leaked one. */
export const API_TOKEN_PREFIX = 'atsk_';

/** Menu items an API token can never open, whatever its role grants. */
export const API_TOKEN_FORBIDDEN_ITEMS = [
  'user-management',
  'roles-and-permissions',
  'api-tokens',
  'webhooks',
] as const;

/** The Settings › API Tokens form: a date for the expiry, the allow-list as lines or commas. */
export const ZApiTokenForm = z.object({
  name: ZApiTokenCreate.shape.name,
  roleId: ZApiTokenCreate.shape.roleId,
  linesOfBusiness: z.array(z.uuid()).max(200),
  expiresOn: z.iso.date('Enter a date').nullable(),
  ipAllowList: z.string().max(2000),
});
export type TApiTokenForm = z.infer<typeof ZApiTokenForm>;

/** The create call a form fills: the token expires at the end of the chosen day (UTC). */
export const apiTokenCreateOf = (form: TApiTokenForm): TApiTokenCreate => ({
  name: form.name,
  roleId: form.roleId,
  linesOfBusiness: form.linesOfBusiness,
  expiresAt: form.expiresOn ? `${form.expiresOn}T23:59:59.000Z` : null,
  ipAllowList: form.ipAllowList
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean),
});

export const isForbiddenToApiTokens = (menuItem: string) =>
  (API_TOKEN_FORBIDDEN_ITEMS as readonly string[]).includes(menuItem);
