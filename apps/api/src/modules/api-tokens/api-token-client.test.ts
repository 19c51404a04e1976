import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, createTestApp, type TestApp } from '../../test/harness';

/**
 * An integrator's first hour: generate a typed client from the OpenAPI document with
 * openapi-typescript, make an API token, and list applicants with it over real HTTP.
 */
const CLIENT = `
import type { paths } from './api';

type ListReply = paths['/api/applicants/list']['get']['responses'][200]['content']['application/json'];
type ListQuery = NonNullable<paths['/api/applicants/list']['get']['parameters']['query']>;

export async function listApplicants(base: string, token: string, query: ListQuery): Promise<ListReply> {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await fetch(base + '/api/applicants/list?' + search.toString(), {
    headers: { authorization: 'Bearer ' + token },
  });
  if (!res.ok) throw new Error('HTTP ' + res.status);
  return (await res.json()) as ListReply;
}

export const firstNames = (reply: ListReply): string[] => reply.data.items.map((a) => a.firstName ?? '');
`;

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

describe('a client generated from the OpenAPI document, with an API token', () => {
  it('describes the token scheme, type-checks, and lists applicants', async () => {
    const doc = t.app.swagger() as {
      components: { securitySchemes: Record<string, { description?: string }> };
    };
    expect(doc.components.securitySchemes.bearer?.description).toMatch(/API token/);
    const dir = mkdtempSync(join(tmpdir(), 'ats-token-client-'));
    writeFileSync(join(dir, 'api.ts'), astToString(await openapiTS(doc as never)));
    writeFileSync(join(dir, 'client.ts'), CLIENT);
    const program = ts.createProgram([join(dir, 'client.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      skipLibCheck: true,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
    });
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(problems).toEqual([]);
    const js = ts.transpileModule(CLIENT, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    }).outputText;
    writeFileSync(join(dir, 'client.mjs'), js);
    const client = await import(pathToFileURL(join(dir, 'client.mjs')).href);

    const admin = await adminToken(t.app);
    await call(t.app, 'POST', '/api/applicants/create', {
      token: admin,
      body: { firstName: 'Olga', lastName: 'Client' },
    });
    const role = await call(t.app, 'POST', '/api/roles/create', {
      token: admin,
      body: { name: 'Reader', permissions: { 'applicant-tracker': { view: true } } },
    });
    const made = await call(t.app, 'POST', '/api/api-tokens/create', {
      token: admin,
      body: { name: 'BI warehouse', roleId: role.body.data.id },
    });
    const reply = await client.listApplicants(base, made.body.data.secret, { limit: 10 });
    expect(client.firstNames(reply)).toContain('Olga');
    await expect(client.listApplicants(base, 'atsk_wrong', { limit: 10 })).rejects.toThrow('HTTP 401');
  }, 120_000);
});
