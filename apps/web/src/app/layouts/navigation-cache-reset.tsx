import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { baseApi, TAG_TYPES } from '../../shared/base-api';
import { navigationKey } from '../../shared/list/list-param-keys';
import { useAppDispatch } from '../../shared/store-hooks';

/** Every tag but the session: navigation must not drop the caller's role. */
const RESETTABLE = TAG_TYPES.filter((t) => t !== 'Session');

/**
 * SPEC §4: navigation resets cached API data when the path or non-paging query parameters
 * change. Runs after the new page subscribed, so RTK Query refetches what the page shows and
 * drops what no page uses; paging, search and filter changes only change list arguments.
 */
export const NavigationCacheReset = () => {
  const { pathname, search } = useLocation();
  const dispatch = useAppDispatch();
  const key = navigationKey(pathname, search);
  const previous = useRef(key);
  useEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    dispatch(baseApi.util.invalidateTags([...RESETTABLE]));
  }, [key, dispatch]);
  return null;
};
