import {
  initialRecorder,
  recorderTransition,
  type TRecorderEvent,
  type TRecorderSnapshot,
} from '@ats/contract';
import { useMemo, useRef, useState } from 'react';

/**
 * The contract's recorder machine in a component: `send` applies an event at once (so async
 * upload loops always see the current state) and answers whether it was allowed.
 */
export const useRecorderMachine = (retakes: number) => {
  const ref = useRef<TRecorderSnapshot>(initialRecorder(retakes));
  const [snapshot, setSnapshot] = useState(ref.current);
  const machine = useMemo(
    () => ({
      send(e: TRecorderEvent) {
        const r = recorderTransition(ref.current, e);
        if (r.ok) {
          ref.current = r.snapshot;
          setSnapshot(r.snapshot);
        }
        return r.ok;
      },
      current: () => ref.current,
      /** A new question: same permission and stream, fresh take counters. */
      setRetakes(n: number) {
        ref.current = { ...ref.current, retakes: n, takes: 0 };
        setSnapshot(ref.current);
      },
      /** Starts over from a given snapshot (a take restored from the browser's storage). */
      reset(s: TRecorderSnapshot) {
        ref.current = s;
        setSnapshot(s);
      },
    }),
    [],
  );
  return { snapshot, machine };
};
export type RecorderMachine = ReturnType<typeof useRecorderMachine>['machine'];
