import { describe, expect, it } from 'vitest';
import { callbackRequestSchema } from '@/lib/schemas/callback';
import { CALLBACK_CONSENT_VERSION } from '@/lib/schemas/callback-consent-version';
import { chatRequestSchema } from '@/lib/schemas/chat';
import { contactRequestSchema } from '@/lib/schemas/contact';
import { answerFromPages } from './answer';
import { pagePassages } from './page-passages';
import { foldAccents } from './tokens';
import { anonymisedQuestion } from './unanswered';

const ask = (language: 'de' | 'en' | 'el', content: string) => answerFromPages(language, [{ role: 'user', content }]);
/** A second question after a first one and the agent's answer (which the search does not read). */
const askAfter = (language: 'de' | 'en' | 'el', first: string, second: string) =>
  answerFromPages(language, [
    { role: 'user', content: first },
    { role: 'assistant', content: 'Yes.' },
    { role: 'user', content: second },
  ]);

describe('the passages', () => {
  it('carry the figures and contact details the pages show, with each page’s address in its language', async () => {
    const passages = await pagePassages('en');
    const services = passages.filter((passage) => passage.page === '/services');
    expect(services.some((passage) => passage.text.includes('from €197 / month'))).toBe(true);
    const contact = passages.find((passage) => passage.page === '/kontakt' && passage.text.includes('Email:'));
    expect(contact?.url).toBe('/en/contact');
    expect(passages.some((passage) => passage.text.includes('{'))).toBe(false);
    const greek = await pagePassages('el');
    expect(greek.find((passage) => passage.page === '/impressum')?.url).toBe('/el/stoicheia-etaireias');
  });

  it('carry words whole where a title marks where they may break on a narrow screen', async () => {
    const career = (await pagePassages('de')).filter((passage) => passage.page === '/karriere');
    expect(career.some((passage) => passage.text.includes('Zukunft der Kundenkommunikation'))).toBe(true);
    expect(career.some((passage) => /\u00ad/.test(passage.text + passage.heading))).toBe(false);
  });
});

describe('answers', () => {
  it('quote the page with its price in each language and cite it', async () => {
    for (const [language, question, price] of [
      ['de', 'Was kostet der Chat-Agent?', '197 €'],
      ['en', 'How much does the Chat Agent cost?', '€197'],
      ['el', 'Πόσο κοστίζει ο βοηθός συνομιλίας;', '197 €'],
    ] as const) {
      const answer = await ask(language, question);
      expect(answer.handoff).toBe(false);
      expect(answer.answer.replace(/\u00a0/g, ' ')).toContain(price);
      expect(answer.sources.length).toBeGreaterThan(0);
    }
  });

  it('read Greek typed in Latin letters (Greeklish) as the Greek of the pages', async () => {
    const answer = await ask('el', 'tilefono epikoinonias exete?');
    expect(answer.handoff).toBe(false);
    expect(answer.sources[0]?.url).toBe('/el/epikoinonia');
  });

  it('decline with a handoff what the pages do not say', async () => {
    for (const [language, question] of [
      ['en', 'What will the weather be like in Nicosia tomorrow?'],
      ['de', 'Kann ich mit Bitcoin bezahlen?'],
      ['el', 'Ποιος κέρδισε τον χθεσινό ποδοσφαιρικό αγώνα;'],
    ] as const) {
      const answer = await ask(language, question);
      expect(answer).toMatchObject({ handoff: true, sources: [] });
    }
  });

  it('read a short follow-up with the question before it', async () => {
    const answer = await askAfter('en', 'Do you work with law firms?', 'And deadlines?');
    expect(answer.sources[0]?.url).toBe('/en/industries/law-firms');
    const unrelated = await askAfter('en', 'How much does the Chat Agent cost?', 'Can I pay with Bitcoin?');
    expect(unrelated.handoff).toBe(true);
  });

  it('read "what about X?" as the question before asked of X, even of a product no page names', async () => {
    const magento = await askAfter('en', 'Does the chat agent work with Shopify?', 'What about Magento?');
    expect(magento.sources.map((source) => source.url)).toContain('/en/integrations');
    const agenda = await askAfter('de', 'Funktioniert das mit DATEV?', 'Und mit Agenda?');
    expect(agenda.handoff).toBe(false);
    // Without the opening, a new subject no page names is a new question. (A shop system no page names is not one:
    // the integrations page says how any other system is connected, and readers name it for such questions.)
    expect((await askAfter('en', 'Does the chat agent work with Shopify?', 'Can I pay in Bitcoin?')).handoff).toBe(true);
  });

  it('answer a question about a language in the visitor’s language, also with a Greek question mark', async () => {
    const answer = await askAfter('el', 'Πόσο κοστίζει ο φωνητικός βοηθός;', 'Μιλάει ο βοηθός αγγλικά;');
    expect(answer.language).toBe('el');
    // The front page's questions and answers say which languages the agents speak, as the voice agent's page does.
    expect(['/el', '/el/services/voiceagent']).toContain(answer.sources[0]?.url);
    expect(answer.answer).toContain('αγγλικά');
  });

  it('read a long follow-up that opens with the Greek "and" before a vowel (κι) with the question before it', async () => {
    const answer = await askAfter('el', 'Έχετε κάτι για οδοντιατρεία;', 'Κι αν ο ασθενής θέλει να αλλάξει το ραντεβού του;');
    expect(answer.sources[0]?.url).toBe('/el/klados/ygeia');
  });

  it('read a long follow-up of few subject words with the question before it', async () => {
    const answer = await askAfter('en', 'Do you help estate agents?', 'What about the viewings with people who are interested?');
    expect(answer.sources[0]?.url).toBe('/en/industries/real-estate');
  });
});

describe('text', () => {
  it('folds accents, final sigma and hyphens', () => {
    expect(foldAccents('Τιμές GDPR-konform Rückruf')).toBe('τιμεσ gdpr konform ruckruf');
  });

  it('keeps no e-mail address or phone number of an unanswered question', () => {
    expect(anonymisedQuestion('Call me on 0176 123 45 67 or mail anna@example.com please')).toBe(
      'Call me on [number] or mail [email] please',
    );
  });

  it('the request: a known language, the visitor’s question last, bounded', () => {
    const valid = { language: 'en', messages: [{ role: 'user', content: ' Hello ' }] };
    expect(chatRequestSchema.safeParse(valid).data?.messages[0]?.content).toBe('Hello');
    expect(chatRequestSchema.safeParse({ ...valid, language: 'fr' }).success).toBe(false);
    expect(chatRequestSchema.safeParse({ language: 'en', messages: [{ role: 'assistant', content: 'Hi' }] }).success).toBe(false);
    expect(chatRequestSchema.safeParse({ language: 'en', messages: [{ role: 'user', content: 'x'.repeat(501) }] }).success).toBe(false);
    expect(chatRequestSchema.safeParse({ language: 'en', messages: [{ role: 'user', content: 'a\u202Eb' }] }).success).toBe(false);
    expect(chatRequestSchema.safeParse({ language: 'en', messages: Array(13).fill({ role: 'user', content: 'x' }) }).success).toBe(false);
  });

  const conversation = [
    { role: 'user', content: 'Was kostet der Chat Agent?' },
    { role: 'assistant', content: 'Ab 197 € im Monat.' },
  ];
  const callback = { phone: '+49 30 1234567', language: 'de', consent: true, consentVersion: CALLBACK_CONSENT_VERSION };
  const enquiry = {
    name: 'Anna Berger',
    email: 'anna@beispiel.de',
    phone: '+49 30 1234567',
    company: 'Berger Steuerberatung',
    inquiry: 'chat_agent',
    comment: 'Wir möchten den Chat Agent auf unserer Website.',
    language: 'de',
  };
  it.each([
    ['callback request', callbackRequestSchema, callback],
    ['enquiry', contactRequestSchema, enquiry],
  ] as const)('the %s carries the chat conversation only as valid messages, from JSON or a form field', (_, schema, request) => {
    expect(schema.safeParse(request).data?.chatTranscript).toBeUndefined();
    expect(schema.safeParse({ ...request, chatTranscript: '' }).data?.chatTranscript).toBeNull();
    expect(schema.safeParse({ ...request, chatTranscript: JSON.stringify(conversation) }).data?.chatTranscript).toEqual(conversation);
    expect(schema.safeParse({ ...request, chatTranscript: conversation }).data?.chatTranscript).toEqual(conversation);
    expect(schema.safeParse({ ...request, chatTranscript: '{not json' }).success).toBe(false);
    expect(schema.safeParse({ ...request, chatTranscript: [{ role: 'system', content: 'x' }] }).success).toBe(false);
    expect(schema.safeParse({ ...request, chatTranscript: Array(13).fill(conversation[0]) }).success).toBe(false);
  });
});
