import { loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDatabase } from './db/seed.ts';

/** Process entry: config → database → migrate → seed → listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config.database);
  await migrateToLatest(db);
  await seedDatabase(db);
  const app = await buildApp({ config, db });
  const shutdown = async () => {
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  const address = await app.listen({ port: config.port, host: config.host });
  // Where this process listens (its own port), and the address people use when PUBLIC_URL differs.
  const reachedAt =
    config.publicUrl !== `http://localhost:${config.port}` ? `, reached at ${config.publicUrl}` : '';
  app.log.info(`Sladd is listening on ${address}${reachedAt} (database: ${db.dialect})`);
  if (config.env === 'production' && !process.env.AUTH_SECRET)
    app.log.warn(
      { data_dir: config.dataDir },
      'AUTH_SECRET is not set: the secret was generated into DATA_DIR/auth-secret, next to the sessions. A copy of DATA_DIR (a backup) could then sign in as anyone; set AUTH_SECRET from a secret store (docs/SECURITY.md).',
    );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
