import { backgroundWork } from '../../lib/background-work';
import type { TestApp } from '../harness';
import { conformanceChecker, type Violation } from './conformance';
import { issueAdminToken } from './fuzz-app';
import type { FuzzRequest } from './fuzz-requests';
import { changedTables, writesSoFar } from './write-watch';

export interface FuzzFinding {
  request: FuzzRequest;
  status: number;
  detail: string;
}

export interface FuzzResult {
  requests: number;
  byStatus: Map<number, number>;
  routesHit: Set<string>;
  /** Milliseconds spent per route (where a run's time goes). */
  msByRoute: Map<string, number>;
  serverErrors: FuzzFinding[];
  /** Refused (4xx) requests after which some table had rows written. */
  refusedWrites: FuzzFinding[];
  /** Responses the OpenAPI document does not describe (status, content type or body schema). */
  nonConforming: (FuzzFinding & { violation: Violation })[];
  ms: number;
  /** CPU time of this process (the machine may be shared: wall time alone misleads). */
  cpuMs: number;
}

/**
 * Tables a refused request may write by design: failed sign-ins are counted (the lock-out needs
 * them) and lock events are audited.
 */
const WRITES_ALLOWED_WHEN_REFUSED: Record<string, RegExp> = {
  'POST /api/auth/login': /^(login_throttle|audit_log) /,
};

/** Sends each request in order, as its caller; records 5xx and writes by refused requests. */
export const runFuzz = async (
  t: TestApp,
  requests: FuzzRequest[],
  opts: { adminId: string; takeError: () => unknown },
): Promise<FuzzResult> => {
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  const result: FuzzResult = {
    requests: 0,
    byStatus: new Map(),
    routesHit: new Set(),
    msByRoute: new Map(),
    serverErrors: [],
    refusedWrites: [],
    nonConforming: [],
    ms: 0,
    cpuMs: 0,
  };
  const conforms = conformanceChecker(t.app);
  let adminToken = await issueAdminToken(t, opts.adminId);
  let before = await writesSoFar(t.database.db);
  for (const request of requests) {
    const headers = { ...request.headers };
    if (request.caller === 'admin') headers.authorization = `Bearer ${adminToken}`;
    const sent = performance.now();
    const res = await t.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers,
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
    });
    result.msByRoute.set(
      request.route,
      (result.msByRoute.get(request.route) ?? 0) + performance.now() - sent,
    );
    result.requests++;
    result.routesHit.add(request.route);
    result.byStatus.set(res.statusCode, (result.byStatus.get(res.statusCode) ?? 0) + 1);
    const [method, path] = request.route.split(' ') as [string, string];
    const finding = conforms(
      { method, path },
      { statusCode: res.statusCode, headers: res.headers, body: res.body },
    );
    if (finding) result.nonConforming.push({ request, status: res.statusCode, ...finding });
    const err = opts.takeError() as { message?: string; code?: string } | undefined;
    if (res.statusCode >= 500) {
      result.serverErrors.push({
        request,
        status: res.statusCode,
        detail: `${err?.code ?? ''} ${err?.message ?? res.body}`.trim().slice(0, 300),
      });
    }
    // Work a request handed off (the password e-mail) is its own writes, not the next request's.
    await backgroundWork(t.app.deps).idle();
    const after = await writesSoFar(t.database.db);
    if (res.statusCode >= 400 && res.statusCode < 500) {
      const allowed = WRITES_ALLOWED_WHEN_REFUSED[request.route];
      const changed = changedTables(before, after).filter((c) => !allowed?.test(c));
      if (changed.length) {
        result.refusedWrites.push({ request, status: res.statusCode, detail: changed.join(', ') });
      }
    }
    before = after;
    // A fuzzed sign-out ends the run's own session: carry on with a new one.
    if (request.route === 'POST /api/auth/logout' && request.caller === 'admin' && res.statusCode < 300) {
      adminToken = await issueAdminToken(t, opts.adminId);
      before = await writesSoFar(t.database.db);
    }
  }
  result.ms = performance.now() - started;
  const cpu = process.cpuUsage(cpuStarted);
  result.cpuMs = (cpu.user + cpu.system) / 1000;
  return result;
};

/** One line per finding, short enough to read and complete enough to replay. */
export const describeFinding = (f: FuzzFinding) => {
  const body =
    f.request.payload === undefined ? '' : ` body=${JSON.stringify(f.request.payload.slice(0, 200))}`;
  const ct = f.request.headers['content-type'] ? ` content-type=${f.request.headers['content-type']}` : '';
  return `${f.status} ${f.request.method} ${f.request.url.slice(0, 300)} as ${f.request.caller}${ct}${body} → ${f.detail}`;
};
