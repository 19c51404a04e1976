import { isAllowed } from '@ats/contract';
import { and, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AuthContext } from '../../plugins/route-access';

/** The group/line type whose rows need the `small_teams` operation (SPEC §6). */
export const SMALL_TEAMS = 'small-teams';

/** Who is asking: a signed-in staff caller, or nobody (public routes apply their own rules). */
export type ScopeCaller = Pick<AuthContext, 'permissions' | 'linesOfBusiness'>;

type Column = PgColumn | SQL;

/**
 * Line-of-business scope: a caller with one or more lines of business sees only rows of those
 * lines; a caller with none sees every line. Undefined means "no restriction".
 */
export const lobScope = (caller: ScopeCaller, lobColumn: Column): SQL | undefined => {
  if (!caller.linesOfBusiness.length) return undefined;
  return inArray(lobColumn as PgColumn, caller.linesOfBusiness);
};

/** Whether the caller holds `small_teams` on this menu item (e.g. 'requisitions'). */
export const canSeeSmallTeams = (caller: ScopeCaller, menuItem: string) =>
  isAllowed(caller.permissions, menuItem, 'small_teams');

/**
 * Small-teams hiding: without `small_teams` on `menuItem`, rows whose type column is
 * `small-teams` are invisible (lists skip them, gets answer 404). Rows with a null type are
 * visible. Undefined means "no restriction".
 */
const smallTeamsScope = (caller: ScopeCaller, menuItem: string, typeColumn: Column): SQL | undefined =>
  canSeeSmallTeams(caller, menuItem)
    ? undefined
    : or(isNull(typeColumn as PgColumn), ne(typeColumn as PgColumn, SMALL_TEAMS));

export interface ScopeColumns {
  /** The menu item whose `small_teams` operation opens small-teams rows. */
  menuItem: string;
  /** Column (or expression) holding the row's line-of-business id. */
  lob?: Column;
  /** Column (or expression) holding the row's group type / line type. */
  groupType?: Column;
}

/**
 * Both scopes at once, for `where` clauses of list AND get queries: put the result into the
 * list helper's `where` array, or `and(eq(table.id, id), callerScope(...))` for a get.
 */
export const callerScope = (caller: ScopeCaller, columns: ScopeColumns): SQL | undefined =>
  and(
    columns.lob ? lobScope(caller, columns.lob) : undefined,
    columns.groupType ? smallTeamsScope(caller, columns.menuItem, columns.groupType) : undefined,
  );

/**
 * The same rules for one row already loaded in memory (e.g. after a lookup by public id):
 * true when the caller may see it.
 */
export const callerMaySee = (
  caller: ScopeCaller,
  menuItem: string,
  row: { lobId?: string | null; groupType?: string | null },
) => {
  if (caller.linesOfBusiness.length && row.lobId !== undefined) {
    if (!row.lobId || !caller.linesOfBusiness.includes(row.lobId)) return false;
  }
  if (row.groupType === SMALL_TEAMS && !canSeeSmallTeams(caller, menuItem)) return false;
  return true;
};
