import { z } from 'zod';
import { ZCountry, ZLineType } from '../common/enums';
import { queryList, ZListQuery, ZQueryBoolean, ZSearch } from '../common/envelope';
import { ZLine, ZText } from '../common/text';

const text = (label: string, max: number) =>
  ZLine(label).min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

/** Shown instead of an owner's name when a line of business has none (SPEC §3). */
export const LOB_NO_OWNER = 'N/A';

const lobFields = {
  name: text('Name', 120),
  clientName: text('Client name', 120),
  /** A user; null for none (answered as ownerName "N/A"). */
  ownerId: z.uuid('Choose an owner').nullable(),
  lineType: ZLineType,
  country: ZCountry,
  description: ZText('Description').max(2000, 'Description must be at most 2000 characters'),
  /** Inactive lines of business keep their requisitions but cannot get new ones. */
  active: z.boolean(),
  /** aNPS survey mailed automatically after the application's success step (docs/decisions/anps.md#automatic-anps). */
  anpsAfterApplication: z.boolean(),
  /** aNPS survey mailed automatically after a final decision (hired or declined). */
  anpsAfterDecision: z.boolean(),
};

export const ZLineOfBusinessCreate = z.object({
  ...lobFields,
  ownerId: lobFields.ownerId.default(null),
  description: lobFields.description.default(''),
  active: lobFields.active.default(true),
  anpsAfterApplication: lobFields.anpsAfterApplication.default(false),
  anpsAfterDecision: lobFields.anpsAfterDecision.default(false),
});
export type TLineOfBusinessCreate = z.input<typeof ZLineOfBusinessCreate>;

/** Only what is sent changes (no defaults here: `.partial()` would keep them). */
export const ZLineOfBusinessUpdate = z.object(lobFields).partial();
export type TLineOfBusinessUpdate = z.input<typeof ZLineOfBusinessUpdate>;

export const ZLineOfBusiness = z.object({
  id: z.uuid(),
  name: z.string(),
  clientName: z.string(),
  ownerId: z.uuid().nullable(),
  ownerName: z.string(),
  lineType: ZLineType,
  country: ZCountry,
  description: z.string(),
  active: z.boolean(),
  anpsAfterApplication: z.boolean(),
  anpsAfterDecision: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TLineOfBusiness = z.infer<typeof ZLineOfBusiness>;

export const LOB_SORTS = ['name', 'clientName', 'lineType', 'country', 'createdAt'] as const;

export const ZLineOfBusinessListQuery = ZListQuery.extend({
  lineType: queryList(ZLineType),
  country: queryList(ZCountry),
  active: ZQueryBoolean.optional(),
});
export type TLineOfBusinessListQuery = z.input<typeof ZLineOfBusinessListQuery>;

/** Who may own a line of business: active users, for the dialog's owner picker. */
export const ZLobOwnerOption = z.object({ id: z.uuid(), name: z.string(), email: z.string() });
export type TLobOwnerOption = z.infer<typeof ZLobOwnerOption>;
export const ZLobOwnerOptionsQuery = z.object({
  search: ZSearch,
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
