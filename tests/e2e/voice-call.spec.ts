import { axeViolations } from './axe';
import { expect, test } from './test';
import { scrollToViewports, withConsent } from './helpers';
import { addStaffUser } from './stored';
import { startAppServer } from '../support/app-server';
import { inScratchDirectory } from '../support/scratch-directory';
import { STAND_IN_SECRETS, voicePlatformEnv } from '../support/voice-settings';
import { callbackIdOfRequest, phoneOfRequest, startVoiceStandIn } from '../support/voice-stand-in';

// A server of its own beside the suite's (E2E_PORT), placing its calls through a stand-in of Vapi's API.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 35;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'Posteingang-2026-sicher';
const SUMMARY = 'Betreibt drei Bäckereien und möchte die Bestellannahme am Telefon automatisieren; bittet um ein Angebot.';

test.beforeEach(async ({ page }) => withConsent(page));

test('a callback asked for in the browser is placed through the voice platform, and its end-of-call event shows on the lead', ({ page }) =>
  inScratchDirectory('aitheria-voice-call', async (dataDir) => {
    test.setTimeout(120_000);
    const standIn = await startVoiceStandIn({ platform: 'vapi', ...STAND_IN_SECRETS });
    const server = startAppServer({
      port: PORT,
      env: { DATA_DIR: dataDir, RATE_LIMIT_SCALE: '1000', CALLBACK_HOURS: 'always', ...voicePlatformEnv('vapi', standIn.url) },
    });
    try {
      await server.ready;
      const national = `0151 ${String(Date.now()).slice(-8)}`;
      await page.goto(`${ORIGIN}/`);
      await scrollToViewports(page, 1.5 + 0.8 * 8 + 0.1);
      const form = page.locator('[data-callback-form]');
      await form.locator('input[name="phone"]').fill(national);
      await form.locator('input[name="consent"]').check();
      await form.locator('button[type="submit"]').click();
      await expect(form.locator('[data-callback-success]')).toContainText('15');

      // The platform receives one documented create-call request: our key, assistant, number, the visitor's number and our id.
      await expect.poll(() => standIn.creates.length, { timeout: 15_000 }).toBe(1);
      const [create] = standIn.creates;
      expect(create!.headers.authorization).toBe(`Bearer ${STAND_IN_SECRETS.apiKey}`);
      expect(phoneOfRequest('vapi', create!.body)).toBe(`+49151${national.slice(5)}`);
      expect(create!.body).toMatchObject({ assistantId: STAND_IN_SECRETS.agentId, phoneNumberId: STAND_IN_SECRETS.phoneNumberId });
      const callbackId = callbackIdOfRequest('vapi', create!.body)!;

      // The call is answered, lasts 2 min 7 s, and the platform reports its end, signed.
      standIn.end(create!.callId!, {
        outcome: 'connected',
        durationSeconds: 127,
        summary: SUMMARY,
        transcript: [
          { speaker: 'agent', text: 'Guten Tag, hier spricht der KI-Telefonassistent von Aitheria.' },
          { speaker: 'caller', text: 'Hallo, ja, ich habe auf Ihrer Website angefragt.' },
        ],
      });
      expect((await standIn.sendEvent(`${ORIGIN}/api/voice/events`, create!.callId!)).status).toBe(200);

      const email = `voice${Date.now()}@example.com`;
      await addStaffUser(email, PASSWORD, dataDir);
      await page.goto(`${ORIGIN}/inbox?call=connected`);
      await page.locator('#staff-email').fill(email);
      await page.locator('#staff-password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Anmelden' }).click();
      const row = page.locator(`[data-lead-row="${callbackId}"]`);
      await expect(row.locator('[data-call-status]')).toHaveText('Verbunden');
      await row.getByRole('link').click();
      const call = page.locator('[data-call]');
      await expect(call).toHaveAttribute('data-call-outcome', 'connected');
      await expect(call.locator('[data-call-status]')).toHaveText('Verbunden');
      await expect(call.locator('[data-call-field="duration"]')).toHaveText('2 Min. 7 Sek.');
      await expect(call.locator('[data-call-summary]')).toHaveText(SUMMARY);
      await call.getByText('Gesprächsprotokoll').click();
      await expect(call.locator('[data-call-transcript]')).toContainText('KI-Telefonassistent: Guten Tag');
      expect(await axeViolations(page)).toEqual([]);

      // The same lead through the staff API.
      const lead = await page.request.get(`${ORIGIN}/api/staff/leads/callback/${callbackId}`);
      expect(await lead.json()).toMatchObject({ ok: true, call: { status: 'connected', durationSeconds: 127, summary: SUMMARY } });
      const csv = await (await page.request.get(`${ORIGIN}/api/staff/export?kind=callback`)).text();
      expect(csv.split('\r\n').find((line) => line.includes(callbackId))).toMatch(/;connected$/);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      await standIn.close();
    }
  }));
