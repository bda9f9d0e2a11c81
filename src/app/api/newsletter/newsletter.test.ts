import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newsletterSubscribers, outbox } from '@/server/db/schema';
import { resetEnvForTests } from '@/server/env';
import { smtpSender, type SendMail } from '@/server/mail/transport';
import { allSubscribers, listSubscribers, subscriberCounts } from '@/server/inbox/subscribers';
import { confirmSubscription } from '@/server/newsletter/subscription';
import { purgeExclusively } from '@/server/privacy/retention';
import { readSubscriberFilter } from '@/lib/inbox/subscriber-filter';
import { deliverDue } from '@/server/outbox/drain';
import { withTestDatabase } from '../../../../tests/support/database';
import { addressesFrom, formRequest, jsonRequest } from '../../../../tests/support/requests';
import { startSmtpServer, type ReceivedMail } from '../../../../tests/support/smtp';
import * as confirmRoute from './confirm/route';
import * as subscribeRoute from './subscribe/route';
import * as unsubscribeRoute from './unsubscribe/route';
import { channelsOf } from '../../../../tests/support/outbox-channels';

const database = withTestDatabase();
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let mail: SendMail;
const nextIp = addressesFrom('198.51.101');

beforeAll(async () => {
  smtp = await startSmtpServer();
  mail = smtpSender(smtp.url, 'Aitheria <no-reply@example.com>');
});
afterAll(async () => {
  mail.close?.();
  await smtp.close();
});
beforeEach(() => {
  delete process.env.RATE_LIMIT_SCALE;
  resetEnvForTests();
  smtp.mails.length = 0;
});

const subscribe = (body: Record<string, unknown>) => subscribeRoute.POST(jsonRequest('/api/newsletter/subscribe', body, { ip: nextIp() }));
const confirm = (link: string) => confirmRoute.GET(new Request(link));
const subscriberOf = async (email: string) =>
  (await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];
const deliveriesOf = (id: string) => database.db.select().from(outbox).where(eq(outbox.submissionId, id));
const sendMails = () => deliverDue(database.db, channelsOf({ mail }));

/** The raw mail with its headers unfolded and its quoted-printable body decoded enough to read links. */
const readable = (received: ReceivedMail) =>
  received.raw
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
const header = (text: string, name: string) => text.match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1]?.trim();
/** The latest mail to `address` (other tests' mails may be delivered in the same pass). */
const mailTo = (address: string) => readable(smtp.mails.findLast((received) => received.to.includes(address))!);
const confirmLink = (text: string) => text.match(/http:\/\/localhost:3000\/api\/newsletter\/confirm\?token=[\w.-]+&lang=\w+/)?.[0];

describe('newsletter sign-up with double opt-in', () => {
  it('stores a waiting sign-up with its consent record, mails a signed link with the one-click headers, and the link subscribes once', async () => {
    const response = await subscribe({ email: 'Lena.Berg@Example.org', language: 'en', consent: true });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ ok: true });
    const waiting = await subscriberOf('lena.berg@example.org');
    expect(waiting).toMatchObject({ language: 'en', consentVersion: '2026-11-25', consentLanguage: 'en', subscribedAt: null });
    expect(waiting!.consentGivenAt).toBeInstanceOf(Date);
    expect(waiting!.confirmationRequestedAt).toEqual(waiting!.consentGivenAt);

    expect(await sendMails()).toMatchObject({ delivered: 1, failed: 0 });
    const confirmation = mailTo('lena.berg@example.org');
    expect(header(confirmation, 'Subject')).toContain('Please confirm your subscription');
    expect(header(confirmation, 'List-Unsubscribe')).toMatch(/^<http:\/\/localhost:3000\/api\/newsletter\/unsubscribe\?token=[\w.-]+>$/);
    expect(header(confirmation, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const link = confirmLink(confirmation);
    expect(link).toBeDefined();

    const confirmed = await confirm(link!);
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe('/en/newsletter?status=confirmed');
    const subscribed = await subscriberOf('lena.berg@example.org');
    expect(subscribed!.subscribedAt).toBeInstanceOf(Date);

    // The welcome mail, queued with the confirmation, carries the headers too; a second click changes nothing.
    expect((await confirm(link!)).headers.get('location')).toBe('/en/newsletter?status=confirmed');
    expect((await deliveriesOf(waiting!.id)).map((row) => row.topic).sort()).toEqual(['newsletter.confirmation', 'newsletter.welcome']);
    expect(await sendMails()).toMatchObject({ delivered: 1 });
    const welcome = mailTo('lena.berg@example.org');
    expect(header(welcome, 'Subject')).toContain('Welcome to the Aitheria newsletter');
    expect(header(welcome, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  });

  it('answers an address already on the list exactly like a new one, and mails it nothing', async () => {
    await subscribe({ email: 'known@example.org', language: 'de', consent: true });
    await sendMails();
    await confirm(confirmLink(mailTo('known@example.org'))!);
    const before = await subscriberOf('known@example.org');
    const again = await subscribe({ email: 'known@example.org', language: 'el', consent: true });
    const fresh = await subscribe({ email: 'fresh@example.org', language: 'de', consent: true });
    expect([again.status, fresh.status]).toEqual([202, 202]);
    expect(await again.json()).toEqual(await fresh.json());
    expect(await subscriberOf('known@example.org')).toEqual(before);
    expect((await deliveriesOf(before!.id)).map((row) => row.topic).sort()).toEqual(['newsletter.confirmation', 'newsletter.welcome']);
  });

  it('refuses a sign-up without consent in the visitor’s language, and a plain form POST lands on the result page', async () => {
    const response = await subscribe({ email: 'no-consent@example.org', language: 'de', consent: false });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fields: Record<string, { code: string; message: string }> } };
    expect(body.error.fields.consent).toEqual({
      code: 'newsletterConsentRequired',
      message: 'Bitte bestätigen Sie, dass Sie den Newsletter erhalten möchten.',
    });
    expect(await subscriberOf('no-consent@example.org')).toBeUndefined();
    const form = await subscribeRoute.POST(
      formRequest('/api/newsletter/subscribe', { email: 'form@example.org', language: 'el', consent: 'on' }, { ip: nextIp() }),
    );
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toMatch(/^\/el\/aitima\?form=newsletter&status=sent/);
    expect(await subscriberOf('form@example.org')).toMatchObject({ consentLanguage: 'el' });
  });

  it('a link expires after 7 days, a forged or altered one is invalid, and one from before an unsubscribe no longer subscribes', async () => {
    await subscribe({ email: 'late@example.org', language: 'de', consent: true });
    await sendMails();
    const link = confirmLink(mailTo('late@example.org'))!;
    const token = new URL(link).searchParams.get('token')!;
    expect(await confirmSubscription(database.db, token, Date.now() + 8 * 24 * 60 * 60_000)).toBe('expired');
    expect(
      await confirmSubscription(
        database.db,
        token.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')),
      ),
    ).toBe('invalid');
    expect(await confirmSubscription(database.db, 'not-a-token')).toBe('invalid');
    expect((await confirm('http://localhost:3000/api/newsletter/confirm?token=x')).headers.get('location')).toBe(
      '/newsletter?status=invalid',
    );

    await unsubscribeRoute.POST(jsonRequest('/api/newsletter/unsubscribe', { email: 'late@example.org' }, { ip: nextIp() }));
    expect(await confirmSubscription(database.db, token)).toBe('invalid');
    expect((await subscriberOf('late@example.org'))!.subscribedAt).toBeNull();
  });

  it('the one-click POST of List-Unsubscribe ends the subscription; a wrong token is a 400 in the visitor’s language', async () => {
    await subscribe({ email: 'click@example.org', language: 'de', consent: true });
    await sendMails();
    const confirmation = mailTo('click@example.org');
    await confirm(confirmLink(confirmation)!);
    const target = header(confirmation, 'List-Unsubscribe')!.slice(1, -1);
    const oneClick = (url: string) =>
      unsubscribeRoute.POST(
        new Request(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
          body: 'List-Unsubscribe=One-Click',
        }),
      );
    const answer = await oneClick(target);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ success: true });
    const row = await subscriberOf('click@example.org');
    expect(row!.unsubscribedAt!.getTime()).toBeGreaterThan(row!.subscribedAt!.getTime());
    // Repeated clicks keep the first opt-out time.
    await oneClick(target);
    expect((await subscriberOf('click@example.org'))!.unsubscribedAt).toEqual(row!.unsubscribedAt);
    const wrong = await oneClick(target.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')));
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ success: false, error: expect.stringContaining('unsubscribe link isn’t valid') });
  });

  it('a welcome for an address that unsubscribed before it went out is cancelled, not sent', async () => {
    await subscribe({ email: 'quick@example.org', language: 'de', consent: true });
    await sendMails();
    await confirm(confirmLink(mailTo('quick@example.org'))!);
    const sent = smtp.mails.length;
    await database.db.execute(
      sql`update newsletter_subscribers set unsubscribed_at = now() + interval '1 second' where email = 'quick@example.org'`,
    );
    expect(await sendMails()).toMatchObject({ delivered: 0, cancelled: 1 });
    expect(smtp.mails).toHaveLength(sent);
  });

  it('staff see each address in its state with its consent record, filtered and paged', async () => {
    const counts = await subscriberCounts(database.db);
    const states = Object.fromEntries((await listSubscribers(database.db, {}, { size: 100 })).rows.map((row) => [row.email, row.state]));
    expect(states).toMatchObject({
      'lena.berg@example.org': 'subscribed',
      'known@example.org': 'subscribed',
      'fresh@example.org': 'pending',
      'late@example.org': 'unsubscribed',
      'click@example.org': 'unsubscribed',
    });
    expect(counts.subscribed + counts.pending + counts.unsubscribed).toBe(Object.keys(states).length);
    const subscribed = await listSubscribers(database.db, readSubscriberFilter({ state: 'subscribed', q: 'BERG' }).filter);
    expect(subscribed.rows).toHaveLength(1);
    expect(subscribed.rows[0]).toMatchObject({ email: 'lena.berg@example.org', consentVersion: '2026-11-25', consentLanguage: 'en' });
    expect(readSubscriberFilter({ q: 'a\u0007b' }).invalid).toBe(true);
    const firstPage = await listSubscribers(database.db, {}, { size: 2 });
    const secondPage = await listSubscribers(database.db, {}, { size: 2, cursor: firstPage.next });
    expect(firstPage.rows.map((row) => row.id)).not.toContain(secondPage.rows[0]!.id);
    const exported: string[] = [];
    for await (const row of allSubscribers(database.db, { state: 'pending' })) exported.push(row.email);
    expect(exported).toContain('fresh@example.org');
    expect(exported).not.toContain('known@example.org');
  });

  it('forgets a sign-up nobody confirmed after 30 days, with its mails, and keeps an unsubscribed address', async () => {
    await subscribe({ email: 'never@example.org', language: 'de', consent: true });
    await subscribe({ email: 'recent@example.org', language: 'de', consent: true });
    await database.db.execute(
      sql`update newsletter_subscribers set confirmation_requested_at = now() - interval '31 days' where email in ('never@example.org', 'late@example.org')`,
    );
    const never = await subscriberOf('never@example.org');
    const result = (await purgeExclusively(database.db, 'retention job')) as Record<string, number>;
    expect(result.unconfirmedSignUps).toBe(1);
    expect(await subscriberOf('never@example.org')).toBeUndefined();
    expect(await deliveriesOf(never!.id)).toEqual([]);
    expect(await subscriberOf('recent@example.org')).toBeDefined();
    expect(await subscriberOf('late@example.org')).toBeDefined();
  });
});
