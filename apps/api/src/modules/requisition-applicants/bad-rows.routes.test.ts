import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, createTestApp, type TestApp } from '../../test/harness';
import { insertRequisitionApplicant } from './requisition-applicants.repo';

// Issue 32: a row the response schema rejects (an id that is not a version 1–8 UUID, as an
// import can write) made the whole list a 500 (FST_ERR_RESPONSE_SERIALIZATION).
let t: TestApp;
let admin: string;
let requisitionId: string;
const BAD_ID = '12345678-1234-0234-8234-123456789abc';

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
  const lob = await call(t.app, 'POST', '/api/lobs/create', {
    token: admin,
    body: { name: 'Bad row line', clientName: 'Bad Co', lineType: 'bpo', country: 'philippines' },
  });
  const req = await call(t.app, 'POST', '/api/requisitions/create', {
    token: admin,
    body: {
      name: 'Bad row class',
      lobId: lob.body.data.id,
      jobTitle: { jobTitle: 'Agent', internalJobCode: 'AG-1', location: 'Makati' },
      description: '<p>Help.</p>',
      requiredHC: 5,
    },
  });
  requisitionId = req.body.data.id;
  for (const name of ['Goodrow', 'Oddrow']) {
    await insertRequisitionApplicant(t.database.db, {
      requisitionId,
      firstName: name,
      lastName: 'Imported',
      email: `${name.toLowerCase()}@example.com`,
      phone: '0917 000 0001',
      completedAt: new Date(),
      status: 'sent_to_operations',
      qualificationQuestions: [],
      qualificationQuestionResults: [],
    });
  }
  await t.database.db.execute(
    sql`update requisition_applicants set id = ${BAD_ID}::uuid where first_name = 'Oddrow'`,
  );
});
afterAll(() => t?.close());

describe('one bad row does not take a page down', () => {
  it('lists the requisition applicants, the odd row included', async () => {
    const res = await call(t.app, 'GET', `/api/requisitions/applicant/list?requisitionId=${requisitionId}`, {
      token: admin,
    });
    expect(res.status).toBe(200);
    const names = res.body.data.items.map((r: { firstName: string }) => r.firstName).sort();
    expect(names).toEqual(['Goodrow', 'Oddrow']);
  });

  it('finds it in the global search', async () => {
    const res = await call(t.app, 'GET', '/api/search?q=Imported', { token: admin });
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).toContain('Goodrow');
  });
});
