import type { TApplicationStep } from '@ats/contract';
import { useEffect, useRef } from 'react';
import { watchStep } from './application-funnel-events';

/**
 * A page's funnel events (docs/decisions/application-flow.md#funnel-events): the step's view once, and its
 * abandonment if the page is left or hidden before `done` turns true. The function it returns
 * reports the completion of the steps before the application exists, whose completion only the
 * browser knows (job-description → Apply).
 */
export const useStepFunnel = (requisitionId: string | undefined, step: TApplicationStep, done: boolean) => {
  const doneRef = useRef(done);
  doneRef.current = done;
  const watched = useRef<ReturnType<typeof watchStep> | null>(null);
  useEffect(() => {
    if (!requisitionId) return;
    const watch = watchStep(requisitionId, step, () => doneRef.current);
    watched.current = watch;
    return () => {
      watch.stop();
      watched.current = null;
    };
  }, [requisitionId, step]);
  return (kind: 'complete' = 'complete') => {
    doneRef.current = true;
    watched.current?.complete(kind);
  };
};
