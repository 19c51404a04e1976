import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-error';

const describeIssue = (part: string | undefined, path: string, message: string) => {
  const field = path.replace(/^\//, '').replaceAll('/', '.');
  const where = field ? field : part === 'body' ? 'body' : (part ?? 'request');
  return `${where}: ${message}`;
};

/** PostgreSQL error codes that mean the caller sent something the data does not allow. */
export const pgClientError = (err: unknown): HttpError | undefined => {
  const code = (err as { code?: string })?.code ?? (err as { cause?: { code?: string } })?.cause?.code;
  if (code === '23505') return new HttpError(409, 'A record with the same value already exists');
  if (code === '23503')
    return new HttpError(409, 'This record is referenced by, or refers to, another record');
  if (code === '22P02' || code === '22007' || code === '22008' || code === '22003')
    return new HttpError(400, 'A value has the wrong format');
  // Encoding: NUL and bytes the database's encoding cannot hold (the contract refuses them first).
  if (code === '22021' || code === '22P05')
    return new HttpError(400, 'A value contains a character that cannot be stored');
  if (code === '22001') return new HttpError(400, 'A value is too long');
  // 40P01 deadlock, 40001 serialization failure: two writes collided (e.g. the dashboard rollup
  // triggers of a line-of-business move and an applicant write); the transaction rolled back whole.
  if (code === '40P01' || code === '40001')
    return new HttpError(
      409,
      'This change collided with another one made at the same moment; nothing was saved. Please try again.',
    );
  // 54000: a value too large for an index or a row (e.g. a huge string in an indexed column).
  if (code === '54000') return new HttpError(400, 'A value is too large');
  // Any other data exception (class 22) comes from a value the caller sent.
  if (typeof code === 'string' && code.startsWith('22')) return new HttpError(400, 'A value is not allowed');
  return undefined;
};

/** One error body everywhere: `{ message, errors }`, and never a 500 for bad input. */
export const registerErrorHandling = (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof HttpError) {
      return reply
        .code(err.statusCode)
        .headers(err.headers)
        .send({ message: err.message, errors: err.errors });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const part = (err as { validationContext?: string }).validationContext;
      const errors = err.validation.map((v) =>
        describeIssue(part, v.instancePath, v.message ?? 'is invalid'),
      );
      return reply.code(400).send({ message: 'Validation failed', errors });
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err, issues: err.cause.issues }, 'response did not match its schema');
      return reply.code(500).send({ message: 'Internal server error', errors: ['Internal server error'] });
    }
    const pg = pgClientError(err);
    if (pg) return reply.code(pg.statusCode).send({ message: pg.message, errors: pg.errors });
    const status = err.statusCode ?? 500;
    if (status === 413 || err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply
        .code(413)
        .send({ message: 'Request body is too large', errors: ['Request body is too large'] });
    }
    if (status === 429) {
      return reply
        .code(429)
        .send({ message: 'Too many requests; try again shortly', errors: ['Too many requests'] });
    }
    if (status >= 400 && status < 500) {
      const message =
        err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.name === 'SyntaxError'
          ? 'Malformed JSON body'
          : err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'Unsupported content type'
            : err.message;
      return reply.code(status === 415 ? 400 : status).send({ message, errors: [message] });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ message: 'Internal server error', errors: ['Internal server error'] });
  });
};
