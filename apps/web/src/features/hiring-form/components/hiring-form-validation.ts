import { type TClassRequestType, ZClassRequestAgentSubmit, ZClassRequestNonAgentSubmit } from '@ats/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';

/**
 * The hiring form's checks: the contract's schema of the form's type, the same the server applies.
 * Its own module, loaded when the guest first reaches the form's fields (hiring-form.tsx), so zod
 * and the schemas are not part of the page's first download.
 */
export const hiringFormResolver = <V extends Record<string, unknown>>(type: TClassRequestType) =>
  zodResolver(
    (type === 'agent' ? ZClassRequestAgentSubmit : ZClassRequestNonAgentSubmit) as never,
  ) as unknown as Resolver<V>;
