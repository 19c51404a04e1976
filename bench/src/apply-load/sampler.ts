// The API process's resident memory and the machine's load average, sampled while the bench runs.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

const rssMb = (pid: number) => {
  try {
    const m = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
    return m ? Number(m[1]) / 1024 : null;
  } catch {
    return null;
  }
};

export const startSampler = (pid: number, everyMs = 500) => {
  const rss: number[] = [];
  const load: number[] = [];
  const take = () => {
    const r = rssMb(pid);
    if (r !== null) rss.push(r);
    load.push(loadavg()[0]!);
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      return {
        rssStartMb: rss[0] ?? 0,
        rssPeakMb: Math.max(0, ...rss),
        rssEndMb: rss.at(-1) ?? 0,
        loadStart: load[0] ?? 0,
        loadPeak: Math.max(0, ...load),
        loadEnd: load.at(-1) ?? 0,
      };
    },
  };
};
