// The embedded database of the server process, in a thread of its own (docs/decisions/022-pglite-thread.md):
// PGlite runs its queries synchronously, so on the main thread every statement would hold up every
// request. Here it serves the PostgreSQL wire protocol on the Unix socket in DATA_DIR, which the app
// (through a pg pool) and the inbox command use alike. Messages from the main thread: { listen } to
// forward a NOTIFY channel, { close } to stop; to it: 'ready', { notify, payload }, 'closed', { failed }.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const { databaseDir, socketPath, maxConnections } = workerData;

try {
  const db = await PGlite.create({ dataDir: databaseDir });
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections });
  await server.start();
  parentPort.on('message', async (message) => {
    if (message.listen) {
      await db.listen(message.listen, (payload) => parentPort.postMessage({ notify: message.listen, payload }));
    } else if (message.close) {
      await server.stop();
      await db.close();
      parentPort.postMessage('closed');
    }
  });
  parentPort.postMessage('ready');
} catch (error) {
  parentPort.postMessage({ failed: error instanceof Error ? error.message : String(error) });
}
