import { ZListPage, ZRequisitionApplicant } from '@ats/contract';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createResponseSerializer, outputJsonSchema } from './response-serializer';

const log = { error: vi.fn() } as unknown as FastifyBaseLogger;
/** The serializer's bytes as text (it answers UTF-8 bytes, which Fastify sends as they are). */
const serializerFor = (schema: z.ZodType) => {
  const serialize = createResponseSerializer(log)({ schema, method: 'GET', url: '/x' });
  return (data: unknown) => serialize(data).toString('utf8');
};

const requisition = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'CSR class',
  requisitionUid: 'R-1',
  jobTitle: 'Agent',
  lob: { id: '00000000-0000-4000-8000-000000000009', name: 'Line' },
};
const row = (id: string) => ({
  id,
  requisition,
  firstName: 'Ana',
  lastName: 'Cruz',
  email: 'ana@example.com',
  phone: '0917',
  address: '',
  country: null,
  status: 'incomplete',
  reason: null,
  statusChangedAt: '2026-01-01T00:00:00.000Z',
  completedAt: null,
  hasResume: false,
  archived: false,
  archivedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('the compiled response serializer', () => {
  it('compiles a list page, and writes what zod would write', () => {
    const schema = ZListPage(ZRequisitionApplicant);
    expect(outputJsonSchema(schema)).not.toBeNull();
    const body = { data: { items: [row('00000000-0000-4000-8000-000000000002')], paginationKey: 'k' } };
    expect(JSON.parse(serializerFor(schema)(body))).toEqual(z.encode(schema, body as never));
  });

  it('answers the UTF-8 bytes of the JSON text, characters past Latin-1 included', () => {
    const schema = z.object({ name: z.string() });
    const body = { name: 'Collections Agent – Hyderabad ✓ 😀' };
    const bytes = createResponseSerializer(log)({ schema, method: 'GET', url: '/x' })(body);
    expect(Buffer.isBuffer(bytes)).toBe(true);
    expect(bytes.equals(Buffer.from(JSON.stringify(body), 'utf8'))).toBe(true);
  });

  it('never writes a field the schema does not declare, at any depth', () => {
    const schema = ZListPage(ZRequisitionApplicant);
    const leaky = {
      ...row('00000000-0000-4000-8000-000000000002'),
      passwordHash: 'argon2id$secret',
      requisition: { ...requisition, internalNote: 'x', lob: { ...requisition.lob, budget: 1 } },
    };
    const text = serializerFor(schema)({ data: { items: [leaky], paginationKey: null }, debug: 1 });
    expect(text).not.toContain('passwordHash');
    expect(text).not.toContain('internalNote');
    expect(text).not.toContain('budget');
    expect(text).not.toContain('debug');
    expect(JSON.parse(text).data.items[0].requisition).toEqual(requisition);
  });

  it('answers the rest of a list when one row is missing a field, and logs the row', () => {
    const schema = ZListPage(ZRequisitionApplicant);
    const { lastName: _, ...broken } = row('00000000-0000-4000-8000-000000000003');
    const items = [row('00000000-0000-4000-8000-000000000002'), broken];
    const out = JSON.parse(serializerFor(schema)({ data: { items, paginationKey: null } }));
    expect(out.data.items.map((r: { id: string }) => r.id)).toEqual(['00000000-0000-4000-8000-000000000002']);
    expect(log.error).toHaveBeenCalled();
  });

  it('keeps zod for schemas JSON cannot describe, and still leaves out only the bad rows', () => {
    const schema = z.object({ items: z.array(z.object({ id: z.uuid(), at: z.date() })) });
    expect(outputJsonSchema(schema)).toBeNull();
    const at = new Date('2026-01-01T00:00:00.000Z');
    const good = { id: '00000000-0000-4000-8000-000000000002', at };
    const bad = { id: '12345678-1234-0234-8234-123456789abc', at };
    const out = JSON.parse(serializerFor(schema)({ items: [bad, good, bad] }));
    expect(out).toEqual({ items: [{ id: good.id, at: at.toISOString() }] });
  });

  it('still refuses a response whose problem is not a list row', () => {
    const schema = z.object({ id: z.uuid(), at: z.date() });
    expect(() => serializerFor(schema)({ id: 'nope', at: new Date() })).toThrow(/schema/);
  });
});
