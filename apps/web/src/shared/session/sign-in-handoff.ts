import type { TLoginResult } from '@ats/contract';
import { createContext, useContext } from 'react';

/**
 * What a sign-in does with the session it opened: the staff app puts it in its store, the public
 * entry's sign-in page stores it for the staff app and opens it (app/guards). The sign-in forms
 * call it and know neither.
 */
export const SignInHandoff = createContext<((session: TLoginResult) => void) | null>(null);

export const useSignInHandoff = () => {
  const handoff = useContext(SignInHandoff);
  if (!handoff) throw new Error('a sign-in form renders inside a login-only guard');
  return handoff;
};
