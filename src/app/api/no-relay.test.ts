import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOfDelivery } from '@/server/mail/deliveries';
import type { MailDelivery, MailMessage } from '@/server/mail/types';
import { outbox } from '@/server/db/schema';
import { isGreetableName } from '@/server/mail/templates';
import { CONFIRMATIONS_PER_RECIPIENT } from '@/server/submissions/confirmations';
import { withTestDatabase } from '../../../tests/support/database';
import { addressesFrom, jsonRequest } from '../../../tests/support/requests';
import * as contactRoute from './contact/route';
import * as applicationRoute from './job-application/route';

const handle = withTestDatabase();
const nextIp = addressesFrom('198.18.1');

const spam = {
  name: 'Gewinn abholen: https://win.example/claim',
  email: 'opfer@example.org',
  phone: '+49 30 1234567',
  website: 'https://phish.example/login',
  company: 'Gratis-Geld www.lottery.example',
  inquiry: 'other',
  comment: 'Ihr Konto wird gesperrt! Bestätigen Sie hier: https://phish.example/konto <a href="https://phish.example">Jetzt</a>',
  language: 'de',
};

/** The deliveries of a submission, and each mail as it will be sent. */
async function mailsOf(id: string) {
  const rows = await handle.db.select().from(outbox).where(eq(outbox.submissionId, id));
  const mails = new Map<string, MailMessage>();
  for (const row of rows) {
    const mail = await mailOfDelivery(handle.db, {
      submissionKind: row.submissionKind,
      submissionId: id,
      payload: row.payload as MailDelivery,
    });
    if (mail) mails.set(row.topic, mail);
  }
  return { rows, byTopic: (topic: string) => mails.get(topic) };
}

describe('the confirmation mail is no relay', () => {
  it('carries none of the sender’s text, company, website or links, and greets without a name that holds a link', async () => {
    const response = await contactRoute.POST(jsonRequest('/api/contact', spam, { ip: nextIp() }));
    expect(response.status).toBe(201);
    const { byTopic } = await mailsOf((await response.json()).id);
    const confirmation = byTopic('contact.confirmation')!;
    expect(confirmation.to).toBe('opfer@example.org');
    for (const part of [confirmation.subject, confirmation.text, confirmation.html]) {
      expect(part).not.toMatch(/win\.example|phish|lottery|Gratis-Geld|Konto wird gesperrt|Gewinn/);
      expect(part).not.toContain('+49301234567');
    }
    expect(confirmation.text).toMatch(/^Guten Tag,$/m);
    expect(confirmation.text).toContain('innerhalb von 24 Stunden');
    // The team still sees everything that was sent.
    const team = byTopic('contact.team-notification')!;
    for (const value of ['https://phish.example/login', 'Gratis-Geld www.lottery.example', 'Ihr Konto wird gesperrt!'])
      expect(team.text).toContain(value);
  });

  it('greets a real name, in the sender’s language, and says what happens next', async () => {
    const response = await applicationRoute.POST(
      jsonRequest(
        '/api/job-application',
        {
          name: 'Νίκος Παπαδόπουλος',
          email: 'nikos@example.gr',
          phone: '+30 21 0123 4567',
          position: 'ai_developer',
          comment: 'Δείτε https://cv.example',
          language: 'el',
        },
        { ip: nextIp() },
      ),
    );
    const { byTopic } = await mailsOf((await response.json()).id);
    const confirmation = byTopic('application.confirmation')!;
    expect(confirmation.text).toContain('Γεια σας Νίκος Παπαδόπουλος,');
    expect(confirmation.text).not.toContain('cv.example');
    expect(confirmation.text).toMatch(/θα επικοινωνήσουμε/);
  });

  it(`sends at most ${CONFIRMATIONS_PER_RECIPIENT.limit} confirmations a day to one address; the enquiries are all stored and the team is told`, async () => {
    const email = 'flooded@example.com';
    const topics: string[][] = [];
    for (let i = 0; i < CONFIRMATIONS_PER_RECIPIENT.limit + 2; i++) {
      const response = await contactRoute.POST(
        jsonRequest('/api/contact', { ...spam, name: 'Eva Keller', email: `  ${email.toUpperCase()}` }, { ip: nextIp() }),
      );
      expect(response.status).toBe(201);
      const { rows, byTopic } = await mailsOf((await response.json()).id);
      topics.push(rows.map((row) => row.topic).sort());
      if (i >= CONFIRMATIONS_PER_RECIPIENT.limit)
        expect(byTopic('contact.team-notification')!.text).toContain('Keine Eingangsbestätigung verschickt');
    }
    const confirmed = topics.filter((list) => list.includes('contact.confirmation')).length;
    expect(confirmed).toBe(CONFIRMATIONS_PER_RECIPIENT.limit);
    expect(topics.every((list) => list.includes('contact.team-notification'))).toBe(true);
  });

  it.each([
    ['Maria Schneider', true],
    ['Dr. Hans-Peter Müller', true],
    ["Seán O'Brien", true],
    ['J.R.R. Tolkien', true],
    ['Ελένη Κωνσταντίνου', true],
    ['Visit win.example', false],
    ['www lottery', false],
    ['<b>Maria</b>', false],
    ['maria@example.com', false],
    ['Call 0800123456', false],
    ['http://x', false],
    ['x'.repeat(61), false],
  ])('greets %j by name: %s', (name, expected) => {
    expect(isGreetableName(name)).toBe(expected);
  });
});
