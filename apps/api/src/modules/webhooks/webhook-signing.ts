import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** A new signing secret in the Standard Webhooks form: `whsec_` and 24 random bytes in base64. */
export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

/**
 * The `webhook-signature` header: `v1,<base64 HMAC-SHA256 of id.timestamp.body>` for each live
 * secret, separated by spaces (two during a rotation, so a receiver on either secret verifies).
 */
const signatureHeader = (secrets: readonly string[], id: string, at: Date, body: string) =>
  secrets.map((s) => new Webhook(s).sign(id, at, body)).join(' ');

/** The three Standard Webhooks headers of one attempt. */
export const webhookHeaders = (secrets: readonly string[], id: string, at: Date, body: string) => ({
  'webhook-id': id,
  'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
  'webhook-signature': signatureHeader(secrets, id, at, body),
});
