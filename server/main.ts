import { buildServer } from './app';
import { loadConfig } from './config';

const config = loadConfig();
const server = await buildServer(config);
await server.app.listen({ port: config.port, host: config.host });
const where = config.databaseUrl ? 'PostgreSQL' : `PGlite (${config.dataDir})`;
server.app.log.info(`Mnémo on http://localhost:${config.port} — database: ${where}${config.redisUrl ? ', Redis on' : ''}`);

/** SIGTERM/SIGINT: finish in-flight requests, then close the database cleanly (PGlite flushes its files). */
let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.app.log.info(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server
      .close()
      .then(() => process.exit(0))
      .catch((error: Error) => {
        console.error('[shutdown]', error.message);
        process.exit(1);
      });
  });
}
