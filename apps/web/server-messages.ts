import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const MESSAGES = fileURLToPath(new URL('./src/shared/i18n/messages', import.meta.url));

/**
 * Copies the candidate pages' message files into the build as `i18n/<lng>.json`, so the API can
 * render the first paint of the application steps in the candidate's language (the served HTML
 * of /interviews/requisition/{id}/apply/{step}; docs/decisions/i18n.md#i18next-one-set-of-message-files).
 */
export const serverMessages = (): Plugin => ({
  name: 'ats-server-messages',
  apply: 'build',
  generateBundle() {
    for (const file of readdirSync(MESSAGES).filter((f) => f.endsWith('.json')))
      this.emitFile({
        type: 'asset',
        fileName: `i18n/${file}`,
        source: readFileSync(join(MESSAGES, file), 'utf8'),
      });
  },
});
