import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres, openTestDatabase } from '../../../tests/support/database';
import { callbackConsentFields } from '../../../tests/support/requests';
import { STAND_IN_SECRETS, voicePlatformEnv } from '../../../tests/support/voice-settings';
import { callbackIdOfRequest, startVoiceStandIn, type VoiceStandIn } from '../../../tests/support/voice-stand-in';
import type { DatabaseHandle } from '../db/client';
import { resetEnvForTests } from '../env';
import { storeCallback } from '../enquiries/callback';

const CALLBACKS = 16;
let handle: DatabaseHandle & { url?: string };
let standIn: VoiceStandIn;

beforeAll(async () => {
  if (!onPostgres) return;
  handle = await openTestDatabase();
  standIn = await startVoiceStandIn({ platform: 'vapi', ...STAND_IN_SECRETS });
});
afterAll(async () => {
  if (!onPostgres) return;
  await handle.close();
  await standIn.close();
});

/** Two app instances, each a process of its own, delivering the same outbox (tests/support/voice-dialler.ts). */
const runInstance = (env: Record<string, string>) =>
  promisify(execFile)('npx', ['tsx', '--conditions', 'react-server', 'tests/support/voice-dialler.ts', handle.url!, '90000'], {
    cwd: process.cwd(),
    env: { ...process.env, ...env, LOG_LEVEL: 'silent' },
  }).then(({ stdout }) => JSON.parse(stdout.trim().split('\n').at(-1)!) as Record<string, number>);

describe.skipIf(!onPostgres)('two instances on one PostgreSQL, a platform that answers slowly or loses its answer', () => {
  it('dial every callback exactly once', { timeout: 180_000 }, async () => {
    process.env.CALLBACK_HOURS = 'always';
    resetEnvForTests();
    const ids: string[] = [];
    for (let index = 0; index < CALLBACKS; index++) {
      const phone = `+3572450${String(index).padStart(4, '0')}`;
      const stored = await storeCallback(
        handle.db,
        { phone, website: null, language: 'en', ...callbackConsentFields },
        {
          ip: '192.0.2.50',
          userAgent: 'vitest',
          idempotencyKey: null,
        },
      );
      ids.push(stored.id);
    }
    delete process.env.CALLBACK_HOURS;
    resetEnvForTests();
    // Every answer takes longer than a lease; a quarter of the calls are placed but their answer never arrives.
    standIn.state.delayMs = 1_200;
    standIn.state.modes.push('drop', 'answer', 'error', 'answer', 'drop', 'answer', 'answer', 'error');
    const env = { ...voicePlatformEnv('vapi', standIn.url), CALLBACK_HOURS: 'always' };
    const [a, b] = await Promise.all([runInstance(env), runInstance(env)]);

    const perCallback = new Map(ids.map((id) => [id, 0]));
    for (const create of standIn.creates) {
      const id = callbackIdOfRequest('vapi', create.body)!;
      perCallback.set(id, (perCallback.get(id) ?? 0) + 1);
    }
    expect([...perCallback.values()]).toEqual(ids.map(() => 1));
    expect(standIn.creates.filter((create) => create.mode === 'drop' || create.mode === 'error')).toHaveLength(4);
    // Both instances dialled, and the lost answers were found on the platform, not dialled again.
    expect(a!.delivered).toBeGreaterThan(0);
    expect(b!.delivered).toBeGreaterThan(0);
    const { rows } = (await handle.db.execute(sql`
      select v.call_id, o.status from callback_requests c
      join callback_calls v on v.callback_id = c.id
      join outbox o on o.submission_id = c.id and o.channel = 'webhook'`)) as unknown as { rows: { call_id: string; status: string }[] };
    expect(rows).toHaveLength(CALLBACKS);
    expect(rows.every((row) => row.status === 'delivered')).toBe(true);
    expect(new Set(rows.map((row) => row.call_id))).toEqual(new Set(standIn.creates.map((create) => create.callId)));
  });
});
