import type { FastifyReply } from 'fastify';

/** `<base>-YYYY-MM-DD.csv`, the download name of an export. */
const csvFileName = (base: string) => `${base}-${new Date().toISOString().slice(0, 10)}.csv`;

/** Answers a CSV download (a stream or a whole text) named `<base>-YYYY-MM-DD.csv`. */
export const sendCsv = (reply: FastifyReply, base: string, body: unknown) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${csvFileName(base)}"`)
    .send(body);
