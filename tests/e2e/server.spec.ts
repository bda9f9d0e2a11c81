import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { expect, test } from './test';

const PORT = Number(process.env.E2E_PORT ?? 3100);

/** Whether something accepts a connection at this address and the test server's port. */
function accepts(address: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: address, port: PORT, timeout: 2000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

test('npm start listens on loopback only unless HOST says otherwise', async () => {
  const external = Object.values(networkInterfaces())
    .flat()
    .filter((entry) => entry && entry.family === 'IPv4' && !entry.internal)
    .map((entry) => entry!.address);
  expect(await accepts('127.0.0.1')).toBe(true);
  // Every machine this runs on has a network address besides loopback; without one the check would say nothing.
  expect(external.length, 'a non-loopback IPv4 address of this machine').toBeGreaterThan(0);
  for (const address of external) expect(await accepts(address), address).toBe(false);
});
