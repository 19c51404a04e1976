// What the bench measures: each request's time under its step name, failures by status, and the
// waits that are not requests (the resume parse, the server's check of a video answer).

export interface Failure {
  step: string;
  status: number | 'network' | 'timeout' | 'wrong answer';
  detail: string;
}

const push = (m: Map<string, number[]>, key: string, x: number) => {
  const xs = m.get(key);
  if (xs) xs.push(x);
  else m.set(key, [x]);
};

export class Recorder {
  readonly times = new Map<string, number[]>();
  readonly waits = new Map<string, number[]>();
  readonly failures: Failure[] = [];
  /** Lost connections the candidate's client resumed from (tus HEAD, then the rest). */
  readonly retried: Failure[] = [];
  completed = 0;
  readonly flowMs: number[] = [];

  time(step: string, ms: number) {
    push(this.times, step, ms);
  }

  wait(name: string, ms: number) {
    push(this.waits, name, ms);
  }

  fail(f: Failure) {
    this.failures.push({ ...f, detail: f.detail.slice(0, 300) });
  }
}

/** A request that answered something other than expected: the candidate stops there. */
export class StepFailed extends Error {
  constructor(readonly failure: Failure) {
    super(`${failure.step}: ${failure.status} ${failure.detail}`);
  }
}
