import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as callbackRoute from '@/app/api/callback-automation/route';
import * as contactRoute from '@/app/api/contact/route';
import * as applicationRoute from '@/app/api/job-application/route';
import { withTestDatabase } from '../../tests/support/database';
import { addressesFrom, callbackConsentFields, formRequest, jsonRequest } from '../../tests/support/requests';
import { startSmtpServer } from '../../tests/support/smtp';
import { startWebhookReceiver } from '../../tests/support/webhook-receiver';
import { outbox } from './db/schema';
import { resetEnvForTests } from './env';
import { captureLogForTests } from './log';
import { startOutboxRunner, stopOutboxRunner, wakeOutbox } from './outbox/runner';
import { configuredChannels } from './outbox-channels';

const handle = withTestDatabase();
const nextIp = addressesFrom('198.51.100');
const variables = ['CALLBACK_HOURS', 'CALLBACK_WEBHOOK_URL', 'WEBHOOK_SECRET', 'SMTP_URL', 'OUTBOX_POLL_MS', 'OUTBOX_RETRY_BASE_MS'];

/** Everything a visitor typed, in the forms the code may hold it (as typed, normalised, E.164). */
const personal = {
  names: ['Katerina Loizou', 'Loizou', 'Dimitris Hadjiantoniou'],
  emails: ['katerina.loizou@praxis-loizou.example', 'dimitris.h@example.net'],
  phones: [
    '+357 22 555 017',
    '+35722555017',
    '22555017',
    '+49 151 2345 6789',
    '+4915123456789',
    '15123456789',
    '+357 99 770 123',
    '+35799770123',
  ],
  text: ['Praxis Loizou', 'Wir möchten Termine telefonisch vergeben lassen', 'praxis-loizou.example', 'Μου αρέσει η τεχνητή νοημοσύνη'],
};

describe('the logs of a day of enquiries', () => {
  const lines: string[] = [];
  let stopCapture: () => void;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    receiver = await startWebhookReceiver();
    Object.assign(process.env, {
      CALLBACK_HOURS: 'always',
      CALLBACK_WEBHOOK_URL: receiver.url,
      WEBHOOK_SECRET: 'logs-webhook-secret-0123',
      SMTP_URL: smtp.url,
      OUTBOX_POLL_MS: '600000',
      OUTBOX_RETRY_BASE_MS: '50',
    });
    resetEnvForTests();
    // Debug level: the most the server ever writes.
    stopCapture = captureLogForTests((line) => lines.push(line));
  });
  afterAll(async () => {
    await stopOutboxRunner();
    stopCapture();
    for (const name of variables) delete process.env[name];
    resetEnvForTests();
    await smtp.close();
    await receiver.close();
  });

  it('name no name, address, phone number or message: stored, refused, delivered and failed deliveries alike', async () => {
    await startOutboxRunner(handle.handle, configuredChannels());
    const contact = {
      name: personal.names[0],
      email: personal.emails[0],
      phone: personal.phones[0],
      website: 'https://praxis-loizou.example',
      company: personal.text[0],
      inquiry: 'voice_agent',
      comment: personal.text[1],
      language: 'de',
    };
    expect((await contactRoute.POST(jsonRequest('/api/contact', contact, { ip: nextIp() }))).status).toBe(201);
    // Refused: a bad address beside real data, as JSON and as a plain form.
    expect((await contactRoute.POST(jsonRequest('/api/contact', { ...contact, email: 'katerina.loizou@' }, { ip: nextIp() }))).status).toBe(
      400,
    );
    expect(
      (await contactRoute.POST(formRequest('/api/contact', { ...(contact as Record<string, string>), phone: 'abc' }, { ip: nextIp() })))
        .status,
    ).toBe(303);
    expect(
      (
        await applicationRoute.POST(
          jsonRequest(
            '/api/job-application',
            {
              name: personal.names[2],
              email: personal.emails[1],
              phone: personal.phones[3],
              position: 'ai_developer',
              comment: personal.text[3],
              language: 'el',
            },
            { ip: nextIp() },
          ),
        )
      ).status,
    ).toBe(201);
    // The voice platform is down for the first callback: its failure is logged, its number is not.
    receiver.state.up = false;
    const refused = await callbackRoute.POST(
      jsonRequest(
        '/api/callback-automation',
        { phone: personal.phones[6], website: null, language: 'el', ...callbackConsentFields },
        { ip: nextIp() },
      ),
    );
    expect(refused.status).toBe(201);
    wakeOutbox();
    await expect
      .poll(async () => (await handle.db.select().from(outbox).where(eq(outbox.channel, 'webhook')))[0]?.attempts, { timeout: 10_000 })
      .toBeGreaterThan(0);
    receiver.state.up = true;
    // The retry is due after its back-off (50 ms here); the poll is ten minutes, so each look wakes the runner.
    await expect
      .poll(
        async () => {
          wakeOutbox();
          return (await handle.db.select({ status: outbox.status }).from(outbox)).every((row) => row.status === 'delivered');
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    expect(smtp.mails.length).toBeGreaterThanOrEqual(5);
    expect(receiver.received).toHaveLength(1);

    const output = lines.join('\n');
    // The log did record the day: each stored submission by kind and id.
    expect(output.match(/"msg":"submission stored"/g)).toHaveLength(3);
    for (const value of [...personal.names, ...personal.emails, ...personal.phones, ...personal.text]) expect(output).not.toContain(value);
  });
});
