// Public entry points of @ruta/server for other packages (e2e tests, benchmarks, later modules).
export { buildApp, type AppDeps, type BuildOptions } from './app.js';
export { configVariables, loadConfig, type Config, type ConfigVariable } from './config.js';
export { createServer, type StartedServer } from './server.js';
export { createDb, type Db } from './db/connection.js';
export { migrateToLatest } from './migrations/migrate.js';
export { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded-postgres.js';
export { startJobQueue, type JobQueue, type JobHandler } from './jobs/queue.js';
export { createMailer, type Mailer, type Mail } from './mail/mailer.js';
