import { createBrowserRouter } from 'react-router';
import { lazyPage } from '../shared/routing/lazy-page';
import { routeTree } from './route-tree';

const routes = routeTree({
  signIn: lazyPage(() => import('./layouts/sign-in-layout')),
  guest: lazyPage(() => import('./layouts/guest-layout')),
  authenticated: lazyPage(() => import('./layouts/authenticated-layout')),
  notFound: lazyPage(() => import('./pages/not-found-page')),
});

export const createAppRouter = () => createBrowserRouter(routes);
