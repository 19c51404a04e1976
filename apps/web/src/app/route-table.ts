import { createContext, useContext } from 'react';
import type { RouteObject } from 'react-router';

/**
 * The app's route table, provided by `app.tsx` around the router. The breadcrumbs read it to
 * find the handle of each level of the path; importing `router.tsx` from the layout instead
 * made a cycle (router → authenticated layout → breadcrumbs → router).
 */
export const RouteTableContext = createContext<RouteObject[]>([]);

export const useRouteTable = () => useContext(RouteTableContext);
