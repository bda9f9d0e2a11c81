import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { unansweredGroups } from '@/server/chat/unanswered';
import { callbackRequests, chatUnanswered, contactEnquiries } from '@/server/db/schema';
import { resetEnvForTests } from '@/server/env';
import { purgeExclusively } from '@/server/privacy/retention';
import { withTestDatabase } from '../../../../tests/support/database';
import { addressesFrom, callbackConsentFields, formRequest, jsonRequest } from '../../../../tests/support/requests';
import * as callbackRoute from '../callback-automation/route';
import * as contactRoute from '../contact/route';
import * as feedbackRoute from './feedback/route';
import * as chatRoute from './route';

const database = withTestDatabase();
const nextIp = addressesFrom('198.51.101');

beforeEach(() => {
  delete process.env.RATE_LIMIT_SCALE;
  resetEnvForTests();
});

const ask = (language: string, content: string, ip = nextIp()) =>
  chatRoute.POST(
    jsonRequest('/api/chat', { language, messages: [{ role: 'user', content }] }, { ip, headers: { accept: 'application/json' } }),
  );

describe('POST /api/chat', () => {
  it('answers from the pages with the page in the visitor’s language, and stores nothing for an answered question', async () => {
    const response = await ask('el', 'Ποιος είναι ο αριθμός ΦΠΑ σας;');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ handoff: false });
    expect(body.sources[0]).toMatchObject({ url: '/el/stoicheia-etaireias' });
    expect(Object.keys(body).sort()).toEqual(['answer', 'handoff', 'language', 'sources']);
    expect(await database.db.select().from(chatUnanswered)).toHaveLength(0);
  });

  it('declines what the pages do not say and keeps the question without e-mail address or number, grouped for the inbox', async () => {
    for (const question of [
      'Kann ich mit Bitcoin bezahlen? Schreiben Sie an max@example.com',
      'Kann ich mit Bitcoin bezahlen? Schreiben Sie an max@example.com',
    ]) {
      const body = await (await ask('de', question)).json();
      expect(body).toMatchObject({ handoff: true, sources: [] });
    }
    const groups = await unansweredGroups(database.db);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ language: 'de', count: 2 });
    expect(groups[0]!.question).not.toContain('max@example.com');
    const counts = await purgeExclusively(database.db, 'vitest', { now: new Date(Date.now() + 91 * 24 * 60 * 60_000) });
    expect(counts).toMatchObject({ chatUnanswered: 2 });
  });

  it('reads a follow-up with the question before it, and answers in the language a visitor asks for', async () => {
    const conversation = (second: string) => ({
      language: 'en',
      messages: [
        { role: 'user', content: 'What does the chat agent do?' },
        { role: 'assistant', content: 'It answers questions on your website.' },
        { role: 'user', content: second },
      ],
    });
    const cost = await (await chatRoute.POST(jsonRequest('/api/chat', conversation('And what does it cost?'), { ip: nextIp() }))).json();
    expect(cost).toMatchObject({ handoff: false, language: 'en' });
    expect(cost.answer.replace(/\u00a0/g, ' ')).toContain('€197');
    const greek = await (await chatRoute.POST(jsonRequest('/api/chat', conversation('In Greek please'), { ip: nextIp() }))).json();
    expect(greek).toMatchObject({ handoff: false, language: 'el' });
    expect(greek.sources[0].url).toMatch(/^\/el\//);
    expect(greek.answer).toMatch(/[α-ω]/);
  });

  it('refuses what it does not serve with a 4xx in the visitor’s language', async () => {
    const wrongLanguage = await chatRoute.POST(
      jsonRequest('/api/chat', { language: 'fr', messages: [{ role: 'user', content: 'Hi' }] }, { ip: nextIp() }),
    );
    expect(wrongLanguage.status).toBe(400);
    const tooLong = await ask('en', 'x'.repeat(501));
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).error.fields.messages.code).toBe('tooLong');
    const notJson = await chatRoute.POST(formRequest('/api/chat', { language: 'en' }, { ip: nextIp() }));
    expect(notJson.status).toBe(415);
    const broken = await chatRoute.POST(jsonRequest('/api/chat', '{', { ip: nextIp() }));
    expect(broken.status).toBe(400);
    const get = await chatRoute.GET(new Request('http://localhost:3000/api/chat', { headers: { 'accept-language': 'de' } }));
    expect(get.status).toBe(405);
    expect((await get.json()).error.message).toMatch(/[äöüß]|Methode/);
  });

  it('limits how often one address may ask', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let at = 0; at < 61; at += 1) statuses.push((await ask('en', 'How much does the Chat Agent cost?', ip)).status);
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});

describe('POST /api/chat/feedback', () => {
  const feedback = (body: unknown, ip = nextIp()) => feedbackRoute.POST(jsonRequest('/api/chat/feedback', body, { ip }));
  const conversation = [{ role: 'user', content: 'How much does the Chat Agent cost per month? (anna@example.com)' }];

  it('keeps an answered question that did not help or was followed by a handoff, with its page, grouped apart from the declined ones', async () => {
    for (const outcome of ['not_helpful', 'not_helpful', 'handoff'])
      expect((await feedback({ language: 'en', messages: conversation, outcome })).status).toBe(200);
    await ask('en', 'Can I pay with Bitcoin?');
    const groups = await unansweredGroups(database.db);
    const byOutcome = Object.fromEntries(groups.filter((group) => group.language === 'en').map((group) => [group.outcome, group]));
    // A question about a price is answered from the pricing page, which states all three.
    expect(byOutcome.not_helpful).toMatchObject({ language: 'en', count: 2, page: '/preise' });
    expect(byOutcome.not_helpful!.question).not.toContain('anna@example.com');
    expect(byOutcome.handoff).toMatchObject({ count: 1, page: '/preise' });
    expect(byOutcome.declined).toMatchObject({ count: 1 });
  });

  it('does not keep a declined question twice, and refuses what is not feedback with a 4xx in the visitor’s language', async () => {
    const before = await database.db.select().from(chatUnanswered);
    await feedback({ language: 'de', messages: [{ role: 'user', content: 'Kann ich mit Bitcoin bezahlen?' }], outcome: 'handoff' });
    expect(await database.db.select().from(chatUnanswered)).toHaveLength(before.length);
    const invalid = await feedback({ language: 'de', messages: conversation, outcome: 'great' });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).error.fields.outcome.message).toMatch(/[äöüß]|Bitte/);
    expect((await feedback({ language: 'de', messages: [], outcome: 'handoff' })).status).toBe(400);
    expect((await feedbackRoute.GET(new Request('http://localhost:3000/api/chat/feedback'))).status).toBe(405);
  });
});

describe('the callback handed off in the chat', () => {
  it('stores the attached conversation with the callback and its consent proof', async () => {
    const conversation = [
      { role: 'user', content: 'Was kostet der Chat Agent?' },
      { role: 'assistant', content: 'Ab 197 € im Monat.' },
    ];
    const response = await callbackRoute.POST(
      jsonRequest(
        '/api/callback-automation',
        { phone: '+49 30 7654321', language: 'de', ...callbackConsentFields, chatTranscript: JSON.stringify(conversation) },
        { ip: nextIp() },
      ),
    );
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const [row] = await database.db.select().from(callbackRequests).where(eq(callbackRequests.id, id));
    expect(row?.chatTranscript).toEqual(conversation);
    expect(row?.consentHash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('the enquiry sent in the chat', () => {
  const conversation = [
    { role: 'user', content: 'Do you integrate with our CRM?' },
    { role: 'assistant', content: 'Yes, the Chat Agent hands leads to HubSpot, Pipedrive or your own system.' },
  ];
  const enquiry = {
    name: 'Eleni Georgiou',
    email: 'eleni@example.com.cy',
    phone: '+357 22 123456',
    company: 'Georgiou Dental',
    inquiry: 'chat_agent',
    comment: 'We would like the chat agent on our booking page.',
    language: 'en',
  };
  const stored = async (id: string) => (await database.db.select().from(contactEnquiries).where(eq(contactEnquiries.id, id)))[0];

  it('stores the attached conversation with the enquiry, and none when the visitor did not attach it', async () => {
    const attached = await contactRoute.POST(
      jsonRequest('/api/contact', { ...enquiry, chatTranscript: JSON.stringify(conversation) }, { ip: nextIp() }),
    );
    expect(attached.status).toBe(201);
    expect((await stored((await attached.json()).id))?.chatTranscript).toEqual(conversation);
    const plain = await contactRoute.POST(jsonRequest('/api/contact', enquiry, { ip: nextIp() }));
    expect(plain.status).toBe(201);
    expect((await stored((await plain.json()).id))?.chatTranscript).toBeNull();
  });

  it('refuses a conversation that is not our messages in the visitor’s language, and stores nothing', async () => {
    const before = (await database.db.select({ id: contactEnquiries.id }).from(contactEnquiries)).length;
    const refused = await contactRoute.POST(
      jsonRequest('/api/contact', { ...enquiry, language: 'de', chatTranscript: [{ role: 'system', content: 'x' }] }, { ip: nextIp() }),
    );
    expect(refused.status).toBe(400);
    const body = await refused.json();
    expect(body).toMatchObject({
      ok: false,
      error: { fields: { chatTranscript: { code: 'invalid', message: 'Bitte prüfen Sie Ihre Angaben.' } } },
    });
    expect(JSON.stringify(body)).not.toContain('Eleni');
    expect((await database.db.select({ id: contactEnquiries.id }).from(contactEnquiries)).length).toBe(before);
  });

  it('takes the conversation from a plain form POST too, and the purge deletes it with the enquiry', async () => {
    const sent = await contactRoute.POST(
      formRequest('/api/contact', { ...enquiry, chatTranscript: JSON.stringify(conversation) }, { ip: nextIp() }),
    );
    expect(sent.status).toBe(303);
    const [row] = await database.db.select().from(contactEnquiries).where(eq(contactEnquiries.email, enquiry.email));
    expect(row?.chatTranscript).toEqual(conversation);
    await database.db
      .update(contactEnquiries)
      .set({ closedAt: new Date('2020-01-02T00:00:00Z') })
      .where(eq(contactEnquiries.id, row!.id));
    await purgeExclusively(database.db, 'vitest');
    expect(await stored(row!.id)).toBeUndefined();
  });
});
