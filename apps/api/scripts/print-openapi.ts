// Prints the OpenAPI document (generated from the contract's zod schemas) to stdout.
import { buildApp } from '../src/app';
import { createDatabase } from '../src/db/client';
import { testConfig } from '../src/test/harness';

const database = await createDatabase({ pgliteDir: 'memory://' });
const app = await buildApp(testConfig(), { database, workers: false, logger: false });
await app.ready();
process.stdout.write(`${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
await database.close();
