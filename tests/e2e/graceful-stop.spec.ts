import { request as httpRequest } from 'node:http';
import { expect, test } from './test';
import { startAppServer } from '../support/app-server';
import { storedSubmissions } from './stored';
import { inScratchDirectory } from '../support/scratch-directory';

// Beside the suite's own server (E2E_PORT), so parallel checkouts on one machine each keep their ports.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 30;
const ORIGIN = `http://127.0.0.1:${PORT}`;

type Outcome = { kind: 'answered'; status: number; body: string } | { kind: 'refused'; error: string } | { kind: 'cut'; error: string };

/** A contact enquiry whose body is sent in two halves: the second only when `finish()` is called. */
function slowEnquiry(index: number) {
  const body = JSON.stringify({
    name: `Graceful ${index}`,
    email: `graceful${index}@example.org`,
    phone: '+49 30 1234567',
    website: '',
    company: `Stop Test ${index}`,
    inquiry: 'other',
    comment: 'Sent while the server is asked to stop.',
    language: 'de',
  });
  const half = Math.floor(body.length / 2);
  let answered = false;
  let finish!: () => void;
  let sent!: () => void;
  const halfSent = new Promise<void>((resolve) => (sent = resolve));
  const outcome = new Promise<Outcome>((resolve) => {
    const request = httpRequest(
      `${ORIGIN}/api/contact`,
      {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-forwarded-for': `198.19.0.${index}`,
          // The server answers "100 Continue" once it has read the request's headers: from then on the request is
          // in flight (a connection whose headers are not read yet is idle, and a stopping server closes it).
          expect: '100-continue',
        },
      },
      (response) => {
        answered = true;
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ kind: 'answered', status: response.statusCode ?? 0, body: text }));
        response.on('error', (error) => resolve({ kind: 'cut', error: error.message }));
      },
    );
    request.on('error', (error) => resolve(answered ? { kind: 'cut', error: error.message } : { kind: 'refused', error: error.message }));
    request.on('continue', () => request.write(body.slice(0, half), () => sent()));
    finish = () => request.end(body.slice(half));
  });
  return { outcome, halfSent, finish: () => finish() };
}

test('SIGTERM with 40 enquiries in flight: each is answered in full and stored, readiness fails at once, the process exits in time', () =>
  inScratchDirectory('aitheria-stop', async (dataDir) => {
    test.setTimeout(120_000);
    const { child: server, ready, exited } = startAppServer({ port: PORT, env: { DATA_DIR: dataDir, RATE_LIMIT_SCALE: '1000' } });
    await ready;
    expect((await fetch(`${ORIGIN}/api/ready`)).status).toBe(200);

    const enquiries = Array.from({ length: 40 }, (_, index) => slowEnquiry(index + 1));
    // The server has read every request's headers (it answered "100 Continue") and has half of each body: all 40 are
    // in flight, waiting for the rest.
    await Promise.all(enquiries.map((enquiry) => enquiry.halfSent));
    expect((await fetch(`${ORIGIN}/api/health`)).status).toBe(200);
    const stopAt = Date.now();
    server.kill('SIGTERM');
    const readiness = () =>
      fetch(`${ORIGIN}/api/ready`).then(
        (response) => response.status,
        () => 'refused',
      );
    await expect.poll(readiness, { timeout: 2_000 }).not.toBe(200);
    expect([503, 'refused']).toContain(await readiness());
    for (const enquiry of enquiries) enquiry.finish();
    const outcomes = await Promise.all(enquiries.map((enquiry) => enquiry.outcome));
    const code = await exited;
    expect(Date.now() - stopAt).toBeLessThan(30_000);
    expect(code).toBe(0);

    expect(outcomes.filter((outcome) => outcome.kind === 'cut')).toEqual([]);
    const answered = outcomes.filter((outcome) => outcome.kind === 'answered');
    // In flight when the signal came: all of them are answered.
    expect(answered).toHaveLength(40);
    const ids = answered.map((outcome) => {
      expect(outcome.status).toBe(201);
      return (JSON.parse(outcome.body) as { id: string }).id;
    });
    const stored = await storedSubmissions('contact', dataDir);
    for (const id of ids) expect(stored.map((row) => row.id)).toContain(id);
  }));

/** A whole contact enquiry on a connection of its own; its answer, or how it failed. */
function enquiry(index: number): Promise<Outcome> {
  const body = JSON.stringify({
    name: `Late ${index}`,
    email: `late${index}@example.org`,
    phone: '+49 30 1234567',
    website: '',
    company: `Stop Test ${index}`,
    inquiry: 'other',
    comment: 'Sent just before the server is asked to stop.',
    language: 'de',
  });
  return new Promise<Outcome>((resolve) => {
    let answered = false;
    const request = httpRequest(
      `${ORIGIN}/api/contact`,
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-forwarded-for': `198.19.1.${index}` },
      },
      (response) => {
        answered = true;
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ kind: 'answered', status: response.statusCode ?? 0, body: text }));
        response.on('error', (error) => resolve({ kind: 'cut', error: error.message }));
      },
    );
    request.on('error', (error) => resolve(answered ? { kind: 'cut', error: error.message } : { kind: 'refused', error: error.message }));
    request.end(body);
  });
}

test('SIGTERM 10 ms after 40 enquiries were sent: the server answers every one, also those it had not taken yet', () =>
  inScratchDirectory('aitheria-stop-late', async (dataDir) => {
    test.setTimeout(120_000);
    const { child: server, ready, exited } = startAppServer({ port: PORT, env: { DATA_DIR: dataDir, RATE_LIMIT_SCALE: '1000' } });
    await ready;
    const outcomes = Array.from({ length: 40 }, (_, index) => enquiry(index + 1));
    // Connecting and sending while the signal comes: some connections are still in the kernel's queue, some
    // requests not yet read (closing the listener at once refused or reset a good share of them).
    await new Promise((resolve) => setTimeout(resolve, 10));
    server.kill('SIGTERM');
    const answered = await Promise.all(outcomes);
    expect(await exited).toBe(0);
    expect(answered.filter((outcome) => outcome.kind !== 'answered')).toEqual([]);
    expect(answered.map((outcome) => (outcome.kind === 'answered' ? outcome.status : 0))).toEqual(Array(40).fill(201));
  }));
