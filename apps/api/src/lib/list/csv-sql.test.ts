import { APPLICANT_STATUSES, COUNTRIES, labelOf } from '@ats/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestDatabase, queryRows } from '../../test/harness';
import { csvCell, csvLabelSql, csvLine, csvLineSql, csvPlainSql, csvTextSql, csvTimeSql } from './csv';
import { DANGEROUS } from './csv-samples.test-helper';

/*
 * Exports of the applicant lists are written by the database (`CsvColumn.sql`), other exports by
 * `csvCell`: both must give the same bytes for the same values, on PostgreSQL and PGlite alike.
 */

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

const TEXTS = [
  'plain',
  '',
  'a,b',
  'say "hi"',
  'line\nbreak',
  'cr\rhere',
  'tab\there',
  'back\\slash',
  "O'Neil",
  'a=b',
  '1-2',
  'x@example.com',
  '42',
  'semi;colon',
  'pipe|here',
  'Zoë 😀 日本',
  '=HYPERLINK("x")',
  ...DANGEROUS,
];

const one = async (expr: ReturnType<typeof sql>) =>
  (await queryRows<{ v: string }>(database.db, sql`select ${expr} as v`))[0]!.v;

describe('CSV cells written by the database', () => {
  it('quote and defuse text exactly like csvCell', async () => {
    const got = await queryRows<{ v: string }>(
      database.db,
      sql`select ${csvTextSql(sql`t.s`)} as v from unnest(${sql.param(TEXTS)}::text[]) with ordinality as t(s, i) order by t.i`,
    );
    expect(got.map((r) => r.v)).toEqual(TEXTS.map((s) => csvCell(s)));
    expect(await one(csvTextSql(sql`null::text`))).toBe(csvCell(null));
    expect(await one(csvTextSql(sql`(-3)::int`))).toBe(csvCell(-3));
    expect(await one(csvTextSql(sql`7::int`))).toBe(csvCell(7));
  });

  it('write timestamps like Date.toISOString, and nothing for null', async () => {
    for (const iso of ['2026-01-02T03:04:05.678Z', '1999-12-31T23:59:59.000Z', '2024-02-29T00:00:00.001Z']) {
      expect(await one(csvTimeSql(sql`${iso}::timestamptz`))).toBe(csvCell(new Date(iso)));
    }
    expect(await one(csvTimeSql(sql`null::timestamptz`))).toBe('');
  });

  it('write labels like labelOf, codes they do not know as text, and nothing for null', async () => {
    for (const code of [...Object.keys(APPLICANT_STATUSES), 'unknown-code', '=x']) {
      expect(await one(csvLabelSql(sql`${code}::text`, APPLICANT_STATUSES))).toBe(
        csvCell(labelOf(APPLICANT_STATUSES, code)),
      );
    }
    expect(await one(csvLabelSql(sql`null::text`, COUNTRIES))).toBe(csvCell(labelOf(COUNTRIES, null)));
  });

  it('join a line with its CRLF like csvLine', async () => {
    const id = '0b7c2f1e-3a4d-4c5b-8e6f-7a8b9c0d1e2f';
    const columns = [
      { header: 'ID', value: () => id, sql: csvPlainSql(sql`${id}::uuid`) },
      { header: 'Name', value: () => 'Ann, "A"', sql: csvTextSql(sql`${'Ann, "A"'}::text`) },
      { header: 'Empty', value: () => null, sql: csvTextSql(sql`null::text`) },
      { header: 'Formula', value: () => '=1', sql: csvTextSql(sql`${'=1'}::text`) },
    ];
    expect(await one(csvLineSql(columns))).toBe(csvLine(columns.map((c) => c.value())));
  });
});
