/**
 * Runs once when the server starts: validates the environment (a bad variable stops the
 * start), opens the database (migrations run) and starts the outbox delivery worker.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startServer } = await import('./server/start');
  await startServer();
}
