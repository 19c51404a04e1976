import { z } from 'zod';
import { ZLine } from './text';

/** Every success body: `{ data }`. */
export const ZEnvelope = <T extends z.ZodType>(data: T) => z.object({ data });

/** Every list body: `{ data: { items, paginationKey } }`; `paginationKey` is opaque and null on the last page. */
export const ZListPage = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.object({ items: z.array(item), paginationKey: z.string().nullable() }) });

export type TListPage<T> = { items: T[]; paginationKey: string | null };

/** Every error body: a message and one entry per problem. */
export const ZErrorBody = z.object({ message: z.string(), errors: z.array(z.string()) });
export type TErrorBody = z.infer<typeof ZErrorBody>;

export const LIST_DEFAULT_LIMIT = 25;
export const LIST_MAX_LIMIT = 100;

const booleanFlag = z
  .union([z.literal('1'), z.literal('0'), z.literal('true'), z.literal('false')])
  .transform((v) => v === '1' || v === 'true');

/** The `search` term of lists, exports and pickers: one line of at most 200 characters. */
export const ZSearch = ZLine('Search').max(200, 'Search must be at most 200 characters').optional();

/** Query parameters every list accepts; each list extends it with its own filters. */
export const ZListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(LIST_MAX_LIMIT).default(LIST_DEFAULT_LIMIT),
  /** Opaque base64url token from the previous page. */
  paginationKey: z
    .string()
    .max(500)
    .regex(/^[A-Za-z0-9_-]*$/, 'paginationKey is not one this server issued')
    .optional(),
  search: ZSearch,
  sort: z
    .string()
    .regex(/^-?[a-zA-Z]+$/, 'sort must be a column name, optionally prefixed with "-"')
    .optional(),
  archived: booleanFlag.optional(),
});
export type TListQuery = z.infer<typeof ZListQuery>;

/** A query-string list of values: `status=a,b` or repeated `status=a&status=b`. */
export const queryList = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => {
    if (v === undefined || v === '') return undefined;
    const parts = (Array.isArray(v) ? v : [v]).flatMap((s) => String(s).split(','));
    return parts.map((s) => s.trim()).filter(Boolean);
  }, z.array(item).optional());

export const ZIsoDate = z.iso.date();
export const ZUuid = z.uuid();
export const ZIdParam = z.object({ id: z.uuid() });
export const ZIds = z.object({ ids: z.array(z.uuid()).min(1).max(500) });
export type TIds = z.infer<typeof ZIds>;
export { booleanFlag as ZQueryBoolean };
