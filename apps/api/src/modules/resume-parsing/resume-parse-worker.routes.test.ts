import { once } from 'node:events';
import { createDeflate, deflateRawSync, deflateSync } from 'node:zlib';
import { parseSseBody, type TStreamEvent } from '@ats/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, createTestApp, type TestApp } from '../../test/harness';

// biome-ignore lint/suspicious/noExplicitAny: tests assert on event bodies field by field.
type Json = Record<string, any>;

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  txt: 'text/plain',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** A ZIP whose entries may lie about their size (`declared`), as a zip bomb does. */
const zip = (entries: { name: string; data: Buffer; declared?: number }[]) => {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const body = deflateRawSync(e.data);
    const name = Buffer.from(e.name);
    const size = e.declared ?? e.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
};

const docx = (documentXml: Buffer, declared?: number) =>
  zip([
    {
      name: '[Content_Types].xml',
      data: Buffer.from(
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
    },
    {
      name: '_rels/.rels',
      data: Buffer.from(
        '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="r1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
    },
    { name: 'word/document.xml', data: documentXml, declared },
  ]);

/** 60 MB of one-word paragraphs, declared as 2 KB: each header says the DOCX is tiny. */
const lyingZipBomb = () => {
  const para = '<w:p><w:r><w:t>bomb</w:t></w:r></w:p>';
  const xml = Buffer.concat([
    Buffer.from(
      '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>',
    ),
    Buffer.alloc(para.length * Math.floor((60 * 1024 * 1024) / para.length), para),
    Buffer.from('</w:body></w:document>'),
  ]);
  return docx(xml, 2048);
};

/** A small PDF file (hand-written objects; pdf.js rebuilds the missing cross-reference table). */
const pdf = (objects: string[], trailer = '') =>
  Buffer.from(
    `%PDF-1.4\n${objects.map((o, i) => `${i + 1} 0 obj\n${o}\nendobj\n`).join('')}trailer\n<</Size ${objects.length + 1}/Root 1 0 R${trailer}>>\n%%EOF\n`,
    'latin1',
  );

/** One page whose content stream inflates to ~54 MB of text-showing operators (under the inflate cap). */
const endlessPdf = () => {
  const op = '(resume) Tj 0 -1 Td ';
  const content = deflateSync(
    Buffer.concat([
      Buffer.from('BT /F1 12 Tf 72 720 Td '),
      Buffer.alloc(op.length * 2_700_000, op),
      Buffer.from('ET'),
    ]),
  );
  return Buffer.concat([
    Buffer.from(
      '%PDF-1.4\n1 0 obj\n<</Type/Catalog/Pages 2 0 R>>\nendobj\n2 0 obj\n<</Type/Pages/Kids[3 0 R]/Count 1>>\nendobj\n3 0 obj\n<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Resources<</Font<</F1 5 0 R>>>>/Contents 4 0 R>>\nendobj\n',
      'latin1',
    ),
    Buffer.from(`4 0 obj\n<</Length ${content.length}/Filter/FlateDecode>>\nstream\n`, 'latin1'),
    content,
    Buffer.from(
      '\nendstream\nendobj\n5 0 obj\n<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>\nendobj\ntrailer\n<</Size 6/Root 1 0 R>>\n%%EOF\n',
      'latin1',
    ),
  ]);
};

/** A PDF of `mb` megabytes of spaces in one Flate stream (a decompression bomb: ~1 KB per MB). */
const inflatingPdf = async (mb: number) => {
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (c: Buffer) => parts.push(c));
  const chunk = Buffer.alloc(1024 * 1024, 0x20);
  for (let i = 0; i < mb; i++) if (!deflate.write(chunk)) await once(deflate, 'drain');
  deflate.end();
  await once(deflate, 'end');
  const content = Buffer.concat(parts);
  return Buffer.concat([
    Buffer.from(
      '%PDF-1.4\n1 0 obj\n<</Type/Catalog/Pages 2 0 R>>\nendobj\n2 0 obj\n<</Type/Pages/Kids[3 0 R]/Count 1>>\nendobj\n3 0 obj\n<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Contents 4 0 R>>\nendobj\n',
      'latin1',
    ),
    Buffer.from(`4 0 obj\n<</Length ${content.length}/Filter/FlateDecode>>\nstream\n`, 'latin1'),
    content,
    Buffer.from('\nendstream\nendobj\ntrailer\n<</Size 5/Root 1 0 R>>\n%%EOF\n', 'latin1'),
  ]);
};

const encryptedPdf = () =>
  pdf(
    [
      '<</Type/Catalog/Pages 2 0 R>>',
      '<</Type/Pages/Kids[3 0 R]/Count 1>>',
      '<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>',
      `<</Filter/Standard/V 1/R 2/O <${'ab'.repeat(32)}>/U <${'cd'.repeat(32)}>/P -4>>`,
    ],
    `/Encrypt 4 0 R/ID[<${'01'.repeat(16)}><${'01'.repeat(16)}>]`,
  );

// A worker's start-up is outside the parse's time cap, and a stopped file is followed by a good one.
const SLOW = 120_000;

describe('resume files are read off the request thread, with time and memory caps', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    // A short cap, so the endless file below is stopped however fast the machine reads it.
    t = await createTestApp({ AI_BUILTIN_CHUNK_DELAY_MS: '0', RESUME_PARSE_SECONDS: '3' });
    admin = await adminToken(t.app);
  });
  afterAll(() => t.close());

  const upload = async (name: string, body: Buffer) => {
    const up = await call(t.app, 'POST', '/api/generate-presigned-upload-url', {
      token: admin,
      body: { s3Key: `resume/${name}`, size: body.length },
    });
    expect(up.status).toBe(200);
    const put = await t.app.inject({
      method: 'PUT',
      url: up.body.data.presignedUrl,
      payload: body,
      headers: { 'content-type': CONTENT_TYPES[name.split('.').pop()!]! },
    });
    expect(put.statusCode, put.body).toBe(200);
    return up.body.data.s3Key as string;
  };

  const parse = async (s3Key: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/applicant-interviews/parse-resume',
      headers: { authorization: `Bearer ${admin}` },
      payload: { s3Key },
    });
    expect(res.statusCode).toBe(200);
    return parseSseBody(res.body) as TStreamEvent[];
  };
  const errorOf = (events: TStreamEvent[]) => {
    expect(events.map((e) => e.event)).not.toContain('result');
    expect(events.at(-1)?.event).toBe('done');
    return events.find((e) => e.event === 'error')?.data as Json;
  };

  let served = 0;
  /** The API still answers, and still parses a good resume, after a file was stopped. */
  const stillServing = async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    served++;
    const key = await upload(
      `Ana Cruz ${served}.txt`,
      Buffer.from('Ana Cruz\nana.cruz@example.com\n\nEXPERIENCE\nAgent, Acme Corp\nJan 2020 - Present\n'),
    );
    const events = await parse(key);
    const result = events.find((e) => e.event === 'result')?.data as Json;
    expect(result.output.resume.basics).toMatchObject({ name: 'Ana Cruz', email: 'ana.cruz@example.com' });
  };

  it(
    'a zip-bomb DOCX that lies about its size answers a 413 error event, and the API keeps serving',
    async () => {
      const key = await upload('bomb.docx', lyingZipBomb());
      const error = errorOf(await parse(key));
      expect(error).toMatchObject({ code: 'http_413', retryable: false });
      expect(error.message).toMatch(/expands to more than 40 MB/);
      await stillServing();
    },
    SLOW,
  );

  it(
    'a DOCX whose headers declare a huge size is refused before inflating (413)',
    async () => {
      const key = await upload('declared.docx', docx(Buffer.from('<w:document/>'), 3_000_000_000));
      expect(errorOf(await parse(key))).toMatchObject({ code: 'http_413' });
    },
    SLOW,
  );

  it(
    'an endless PDF is stopped by the time or memory cap with a clear error event, and the API keeps serving',
    async () => {
      const key = await upload('endless.pdf', endlessPdf());
      const error = errorOf(await parse(key));
      expect(['http_413', 'http_422']).toContain(error.code);
      expect(error.message).toMatch(/it was stopped/);
      await stillServing();
    },
    SLOW,
  );

  it(
    'a PDF that inflates to 1 GB is refused before it is read (413), and the API keeps serving',
    async () => {
      const bomb = await inflatingPdf(1024);
      expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
      const error = errorOf(await parse(await upload('inflating.pdf', bomb)));
      expect(error).toMatchObject({ code: 'http_413', retryable: false });
      expect(error.message).toMatch(/expands to more than 60 MB/);
      await stillServing();
    },
    SLOW,
  );

  it(
    'a password-protected PDF and a damaged DOCX answer 422 error events',
    async () => {
      const encrypted = errorOf(await parse(await upload('locked.pdf', encryptedPdf())));
      expect(encrypted).toMatchObject({ code: 'http_422' });
      expect(encrypted.message).toMatch(/password-protected/);
      const damaged = Buffer.from(docx(Buffer.from('<w:document/>')));
      damaged.fill(0x41, 200, 400);
      const broken = errorOf(await parse(await upload('broken.docx', damaged)));
      expect(broken).toMatchObject({ code: 'http_422' });
    },
    SLOW,
  );
});
