import type { TOperation } from '@ats/contract';
import type { Params, RouteObject } from 'react-router';

/** What a route declares in its `handle` (read by the breadcrumbs and the permission guard). */
export interface RouteHandle {
  /** Static breadcrumb label, or one computed from the route params. */
  breadcrumb?: string | ((params: Params) => string);
  /**
   * The page sets its own name with `useBreadcrumbName()`; until it does, the breadcrumb shows
   * a loading placeholder (detail pages and builders).
   */
  dynamicBreadcrumb?: boolean;
  /** Adds ' (Archived)' to this route's breadcrumb (archived views). */
  archived?: boolean;
  /**
   * The permission this page needs. By default the guard uses the menu item whose url contains
   * the path (its id or altId, `view`); set this only when a page needs something else.
   */
  permission?: { id: string; op?: TOperation };
  /**
   * A public page that does not use the API cache (RTK Query): the public entry renders it
   * outside the lazy store layout, so it downloads no Redux (issue 15 budget).
   */
  withoutStore?: boolean;
}

/**
 * A feature's routes, by area. `staff` routes render inside the authenticated layout (signed-in
 * and permission-checked), `public` routes inside the guest layout (no sign-in), `loginOnly`
 * routes only for signed-out users (sign-in screens).
 */
export interface FeatureRoutes {
  staff?: RouteObject[];
  public?: RouteObject[];
  loginOnly?: RouteObject[];
}
