// Prints what a run measured: applications per minute, p50/p99 per step, failures by status, the
// waits that are not requests, the API's RSS and the load average.
import { percentile } from '../stats';
import type { Recorder } from './recorder';

const ms = (x: number) => (x >= 10_000 ? `${(x / 1000).toFixed(1)} s` : `${x.toFixed(0)} ms`);
/** Steps whose p99 the goal does not bound (the parse's wait is reported instead). */
const UNBOUNDED = new Set(['resume parse (prefill)']);
const P99_GOAL_MS = 1000;

export const printRecorder = (rec: Recorder, order: string[]) => {
  const steps = [...rec.times.keys()].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  const over: string[] = [];
  console.log(
    `${'step'.padEnd(28)} ${'count'.padStart(6)} ${'p50'.padStart(8)} ${'p99'.padStart(8)} ${'max'.padStart(8)}`,
  );
  for (const step of steps) {
    const xs = rec.times.get(step)!;
    const p99 = percentile(xs, 99);
    if (!UNBOUNDED.has(step) && p99 >= P99_GOAL_MS) over.push(step);
    console.log(
      `${step.padEnd(28)} ${String(xs.length).padStart(6)} ${ms(percentile(xs, 50)).padStart(8)} ${ms(p99).padStart(8)} ${ms(Math.max(...xs)).padStart(8)}${UNBOUNDED.has(step) ? '  (not bounded: includes the parse queue wait)' : ''}`,
    );
  }
  for (const [name, xs] of rec.waits) {
    if (name === 'resume parse read nothing') continue;
    console.log(
      `wait: ${name.padEnd(22)} ${String(xs.length).padStart(6)} ${ms(percentile(xs, 50)).padStart(8)} ${ms(percentile(xs, 99)).padStart(8)} ${ms(Math.max(...xs)).padStart(8)}`,
    );
  }
  const empty = rec.waits.get('resume parse read nothing')?.length ?? 0;
  if (empty) console.log(`resume prefill read no name and no email for ${empty} candidates`);
  return over;
};

export const printFailures = (rec: Recorder) => {
  if (rec.retried.length)
    console.log(
      `lost connections the client got past (a tus upload resumed with HEAD, a GET sent again as a browser does; not errors): ${rec.retried.length} (${[
        ...new Set(rec.retried.map((f) => `${f.step}: ${f.detail}`)),
      ]
        .join('; ')
        .slice(0, 300)})`,
    );
  if (!rec.failures.length) {
    console.log('errors: 0');
    return;
  }
  const by = new Map<string, { n: number; detail: string }>();
  for (const f of rec.failures) {
    const key = `${f.step} → ${f.status}`;
    const e = by.get(key) ?? { n: 0, detail: f.detail };
    e.n++;
    by.set(key, e);
  }
  console.log(`errors: ${rec.failures.length}`);
  for (const [key, e] of [...by].sort((a, b) => b[1].n - a[1].n))
    console.log(`  ${String(e.n).padStart(5)}× ${key}: ${e.detail.replace(/\s+/g, ' ').slice(0, 200)}`);
};
