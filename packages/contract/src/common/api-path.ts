/** The names of a path's `:param` segments (`:param?` counts as `param`). */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? (Name extends `${infer N}?` ? N : Name) | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name extends `${infer N}?`
      ? N
      : Name
    : never;

/**
 * `apiPath`'s arguments after the path: its params, or none for a path without any (a path only
 * known as `string`, built at run time, takes any params).
 */
export type PathArgs<P extends string> = string extends P
  ? [params?: Record<string, string | number>]
  : [PathParams<P>] extends [never]
    ? []
    : [params: Record<PathParams<P>, string | number>];

/**
 * A path of a table (`*_PATHS`, `STAFF_URLS`) with its `:params` filled in, each URI-encoded:
 * `apiPath(REQUISITION_PATHS.get, { id })` → `/api/requisitions/get/<id>`.
 */
export const apiPath = <P extends string>(path: P, ...[params]: PathArgs<P>): string =>
  path.replace(/:(\w+)/g, (_, key: string) => {
    const value = (params as Record<string, string | number | undefined>)[key];
    if (value === undefined) throw new Error(`${path}: ${key} is required`);
    return encodeURIComponent(String(value));
  });
