import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface Received {
  id: string;
  type: string;
  data: Record<string, unknown>;
  headers: IncomingHttpHeaders;
}

/**
 * A real webhook receiver on loopback: verifies each message with the Standard Webhooks reference
 * library (any of its secrets), keeps a log de-duplicated by `webhook-id`, and answers with the
 * status `respond` picks (503 to force retries). Unverifiable messages get 401 and are counted.
 */
export const startReceiver = async (
  secrets: () => string[],
  respond: (msg: Received, arrival: number) => number | Promise<number> = () => 200,
) => {
  const log = new Map<string, Received>();
  const arrivals: string[] = [];
  let rejected = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = {
        'webhook-id': String(req.headers['webhook-id'] ?? ''),
        'webhook-timestamp': String(req.headers['webhook-timestamp'] ?? ''),
        'webhook-signature': String(req.headers['webhook-signature'] ?? ''),
      };
      const verified = secrets().some((s) => {
        try {
          new Webhook(s).verify(body, headers);
          return true;
        } catch {
          return false;
        }
      });
      if (!verified) {
        rejected++;
        res.writeHead(401).end('bad signature');
        return;
      }
      const parsed = JSON.parse(body) as { type: string; data: Record<string, unknown> };
      const msg = { id: headers['webhook-id'], type: parsed.type, data: parsed.data, headers: req.headers };
      arrivals.push(msg.id);
      const status = await respond(msg, arrivals.length);
      if (status >= 200 && status < 300 && !log.has(msg.id)) log.set(msg.id, msg);
      if (!res.destroyed)
        res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'not now');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return {
    url,
    log,
    arrivals,
    rejected: () => rejected,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
};
