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

/** CPU seconds of the process (user + system) and of its children it has reaped (ffprobe, ffmpeg). */
const cpuSeconds = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    // Fields 14–17 of proc(5) (utime, stime, cutime, cstime), counted from field 3 here.
    const tick = 100;
    return { own: (f[11]! + f[12]!) / tick, children: (f[13]! + f[14]!) / tick };
  } catch {
    return { own: 0, children: 0 };
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
  const cpu0 = cpuSeconds(pid);
  const timer = setInterval(take, everyMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      const cpu1 = cpuSeconds(pid);
      return {
        cpuOwnS: cpu1.own - cpu0.own,
        cpuChildrenS: cpu1.children - cpu0.children,
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
