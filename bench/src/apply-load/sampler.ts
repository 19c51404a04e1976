// The API processes' resident memory (primary and cluster workers) and the machine's load average, sampled while the bench runs.
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

const stat = (pid: number) => {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text
      .slice(text.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
  } catch {
    return null;
  }
};

/** The server's processes: the primary and its cluster workers (WEB_CONCURRENCY), not their ffmpeg runs. */
const serverPids = (pid: number) => {
  const pids = [pid];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const f = stat(Number(name));
    // Field 4 of proc(5) (ppid) is index 1 here; the workers are node, their children ffmpeg/ffprobe.
    if (f && f[1] === pid && readComm(Number(name)) === readComm(pid)) pids.push(Number(name));
  }
  return pids;
};

const readComm = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
};

const rssMb = (pids: number[]) => {
  let kb = 0;
  for (const pid of pids) {
    try {
      const m = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
      kb += m ? Number(m[1]) : 0;
    } catch {
      // exited
    }
  }
  return kb ? kb / 1024 : null;
};

/** Processes the server's processes started and still run: the program runner each worker keeps. */
const helperPids = (pids: number[]) => {
  const helpers: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name) || pids.includes(Number(name))) continue;
    const f = stat(Number(name));
    if (f && pids.includes(f[1]!)) helpers.push(Number(name));
  }
  return helpers;
};

/**
 * CPU seconds of the server's processes (user + system), and of what they ran: the children they
 * have reaped plus the program runners they keep (lib/program-runner.ts), with the ffprobe/ffmpeg
 * runs those reaped. Fields 14–17 of proc(5) (utime, stime, cutime, cstime), counted from field 3.
 * A runner that exits during the run takes its CPU with it; the report's figure is then a floor.
 */
const cpuSeconds = (pids: number[]) => {
  const tick = 100;
  let own = 0;
  let children = 0;
  for (const pid of pids) {
    const f = stat(pid);
    if (!f) continue;
    own += (f[11]! + f[12]!) / tick;
    children += (f[13]! + f[14]!) / tick;
  }
  for (const pid of helperPids(pids)) {
    const f = stat(pid);
    if (f) children += (f[11]! + f[12]! + f[13]! + f[14]!) / tick;
  }
  return { own, children };
};

export const startSampler = (pid: number, everyMs = 500) => {
  const rss: number[] = [];
  const load: number[] = [];
  const pids = serverPids(pid);
  const take = () => {
    const r = rssMb(pids);
    if (r !== null) rss.push(r);
    load.push(loadavg()[0]!);
  };
  take();
  const cpu0 = cpuSeconds(pids);
  const timer = setInterval(take, everyMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      const cpu1 = cpuSeconds(pids);
      return {
        cpuOwnS: cpu1.own - cpu0.own,
        cpuChildrenS: cpu1.children - cpu0.children,
        processes: pids.length,
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
