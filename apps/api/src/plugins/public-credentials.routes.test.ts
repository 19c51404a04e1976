import {
  APPLICATION_COOKIE_PREFIX,
  PUBLIC_RECORDING_DEVICE_COOKIE,
  SIGN_IN_DEVICE_COOKIE,
} from '@ats/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRequisition, startApplication as startFlow } from '../test/apply-flow';
import { fuzzRoutesOf } from '../test/fuzz/fuzz-routes';
import { validish } from '../test/fuzz/schema-arbitrary';
import { createTestApp, type TestApp } from '../test/harness';
import { openApiSecurityOf, type PublicCredential } from './public-credentials';

/**
 * The OpenAPI document tells a client what each public route takes instead of the bearer token,
 * and the routes hold to it (docs/api.md).
 */
type Operation = { security?: Record<string, string[]>[]; description?: string };
type Doc = {
  security?: Record<string, string[]>[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; in?: string; name?: string }> };
};

let t: TestApp;
let doc: Doc;
let requisitionId: string;

const credentialsOf = (access: unknown): readonly PublicCredential[] =>
  (access as { credentials?: readonly PublicCredential[] }).credentials ?? ['none'];
const operationOf = (method: string, url: string) =>
  doc.paths[url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[method.toLowerCase()];
const publicRoutes = () => t.app.apiRoutes.filter((r) => 'public' in r.access);

const startApplication = (n: number) => startFlow(t.app, requisitionId, n);

beforeAll(async () => {
  t = await createTestApp();
  doc = t.app.swagger() as Doc;
  requisitionId = await openRequisition(t.app, { name: 'Cookie class' });
});
afterAll(() => t.close());

describe('the OpenAPI document and public credentials', () => {
  it('names the cookies a public route may take as cookie schemes', () => {
    const schemes = doc.components.securitySchemes;
    expect(schemes.bearer).toMatchObject({ type: 'http' });
    expect(schemes.applicationCookie).toMatchObject({ type: 'apiKey', in: 'cookie' });
    expect(schemes.applicationCookie?.name?.startsWith(APPLICATION_COOKIE_PREFIX)).toBe(true);
    expect(schemes.recordingDeviceCookie).toMatchObject({
      in: 'cookie',
      name: PUBLIC_RECORDING_DEVICE_COOKIE,
    });
    expect(schemes.signInDeviceCookie).toMatchObject({ in: 'cookie', name: SIGN_IN_DEVICE_COOKIE });
  });

  it("states each public operation's credentials as its security; staff operations keep the bearer", () => {
    const wrong: string[] = [];
    for (const r of t.app.apiRoutes) {
      const op = operationOf(r.method, r.url);
      if (!op) continue; // hidden from the document (local storage's signed URLs)
      if ('public' in r.access) {
        const { security } = openApiSecurityOf(credentialsOf(r.access));
        if (JSON.stringify(op.security) !== JSON.stringify(security))
          wrong.push(`${r.method} ${r.url}: ${JSON.stringify(op.security)}`);
      } else if (op.security !== undefined)
        wrong.push(`${r.method} ${r.url}: staff route overrides security`);
    }
    expect(wrong).toEqual([]);
    expect(doc.security).toEqual([{ bearer: [] }]);
    expect(operationOf('POST', '/api/applications/upload-url/:applicantId')?.security).toEqual([
      { applicationCookie: [] },
    ]);
    expect(operationOf('POST', '/api/auth/login')?.security).toEqual([{}, { signInDeviceCookie: [] }]);
    expect(operationOf('GET', '/api/public-recordings/list')?.security).toEqual([
      { recordingDeviceCookie: [] },
      { bearer: [] },
    ]);
    const tus = operationOf('PATCH', '/api/video-answers/:token/uploads/:uploadId');
    expect(tus?.security).toEqual([]);
    expect(tus?.description).toMatch(/token the call carries/);
  });

  it('declares what its path and query show: an applicant id, a link token, a signature', () => {
    const wrong: string[] = [];
    for (const r of fuzzRoutesOf(t.app).filter((x) => 'public' in x.access)) {
      const has = (c: PublicCredential) => credentialsOf(r.access).includes(c);
      const tokenInPath = r.pathParams.some((p) => /token/i.test(p));
      const signed = r.query.some((q) => q.name === 'sig' || q.name === 'signature');
      if (r.pathParams.includes('applicantId') && !has('application-cookie') && !has('link-token'))
        wrong.push(`${r.key}: names an applicant but no credential`);
      if (tokenInPath && !has('link-token')) wrong.push(`${r.key}: a token in the path, not declared`);
      if (signed && !has('signed-url')) wrong.push(`${r.key}: signed, not declared`);
      // Without an applicant id in the path the cookie can only be optional (the browser's own, by prefix).
      if (has('application-cookie') && !has('none') && !r.pathParams.includes('applicantId'))
        wrong.push(`${r.key}: an application cookie, but which application?`);
    }
    expect(wrong).toEqual([]);
    expect(publicRoutes().length).toBeGreaterThan(50);
  });

  it("refuses every application-cookie route without that application's cookie, changing nothing", async () => {
    const mine = await startApplication(1);
    const other = await startApplication(2);
    const stateOf = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/applications/state/${mine.id}`,
          headers: { cookie: mine.cookie },
        })
      ).json();
    const before = await stateOf();
    expect(before.data.applicantId).toBe(mine.id);
    const routes = fuzzRoutesOf(t.app).filter(
      (r) => JSON.stringify(credentialsOf(r.access)) === JSON.stringify(['application-cookie']),
    );
    expect(routes.length).toBeGreaterThan(10);
    const pools = { all: [], byHint: [] };
    for (const r of routes) {
      const [body] = fc.sample(validish(r.body, pools), { numRuns: 1, seed: 7 });
      const query = r.query
        .filter((q) => q.required)
        .map(
          (q) =>
            `${q.name}=${encodeURIComponent(String(fc.sample(validish(q.schema, pools, q.name), 1)[0]))}`,
        )
        .join('&');
      const url =
        r.path.replace(/\{([A-Za-z0-9_]+)\}/g, (_, p) =>
          p === 'applicantId' ? mine.id : crypto.randomUUID(),
        ) + (query ? `?${query}` : '');
      for (const cookie of [undefined, other.cookie, `${mine.cookie.split('=')[0]}=forged`]) {
        const res = await t.app.inject({
          method: r.method as 'GET',
          url,
          ...(r.body ? { payload: body as object } : {}),
          headers: cookie ? { cookie } : {},
          remoteAddress: '10.71.0.1',
        });
        expect(res.statusCode, `${r.key} → ${res.body}`).toBe(404);
      }
    }
    expect(await stateOf()).toEqual(before);
  });
});
