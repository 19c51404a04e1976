import { Provider } from 'react-redux';
import { Outlet } from 'react-router';
import { publicStore } from '../public-store';

/**
 * The API cache (RTK Query) for the public pages that need it (the application steps, the
 * interview and assessment pages, the hiring form). A lazy layout, so the job page and the job
 * board, which fetch through shared/public-data, download no Redux at all.
 */
const StoreLayout = () => (
  <Provider store={publicStore}>
    <Outlet />
  </Provider>
);
export default StoreLayout;
