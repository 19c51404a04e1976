import { STAFF_URLS, type TStaffUrlName } from '@ats/contract';

const relative = (url: string, parent: string, fill: Record<string, string>) =>
  url
    .slice(parent.length + 1)
    .replace(/:(\w+)/g, (param: string, name: string) => (name in fill ? (fill[name] as string) : param));

/**
 * A staff route's `path` for the router, from the one table (STAFF_URLS): without the leading `/`,
 * relative to `parent` when the route is nested under it, with the `fill`ed params written in
 * (a kind's slug) and the others left as `:param`.
 */
export const staffRoute = (name: TStaffUrlName, fill: Record<string, string> = {}, parent?: TStaffUrlName) =>
  relative(STAFF_URLS[name], parent ? STAFF_URLS[parent] : '', fill);
