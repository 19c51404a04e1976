import { useCallback, useEffect, useId, useRef } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../notify/confirm-dialog';

/**
 * Warns before unsaved changes are lost: an in-app navigation to another page asks for
 * confirmation (router blocker) and closing or reloading the tab asks the browser
 * (beforeunload). Render `dialog`; call `allowNextNavigation()` right before navigating away
 * on purpose (e.g. to the new record's page after the first save).
 */
export const useUnsavedChangesGuard = (dirty: boolean, message = 'Your changes have not been saved.') => {
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const bypass = useRef(false);
  const shouldBlock = useCallback(
    ({
      currentLocation,
      nextLocation,
    }: {
      currentLocation: { pathname: string };
      nextLocation: { pathname: string };
    }) => {
      if (bypass.current) {
        bypass.current = false;
        return false;
      }
      return dirtyRef.current && currentLocation.pathname !== nextLocation.pathname;
    },
    [],
  );
  const blocker = useBlocker(shouldBlock);
  const titleId = useId();
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  const allowNextNavigation = useCallback(() => {
    bypass.current = true;
  }, []);
  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      titleId={titleId}
      options={{
        title: 'Discard unsaved changes?',
        message,
        confirmLabel: 'Discard changes',
        cancelLabel: 'Keep editing',
        destructive: true,
      }}
      onClose={(leave) => (leave ? blocker.proceed?.() : blocker.reset?.())}
    />
  );
  return { dialog, allowNextNavigation };
};
