import { buildApp } from './app';
import { loadConfig } from './config';

const config = loadConfig();
const app = await buildApp(config);

let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: finishing in-flight requests and closing`);
  const force = setTimeout(() => process.exit(1), 25_000);
  force.unref();
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ host: config.host, port: config.port });
const url = `http://localhost:${(app.server.address() as { port: number }).port}`;
console.log(`\n  ATS is running at ${url}  (API docs: ${url}/api/docs)\n`);
