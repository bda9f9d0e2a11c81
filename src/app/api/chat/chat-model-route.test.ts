import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { company } from '@/lib/company';
import { answerFromPages } from '@/server/chat/answer';
import { MODEL_MAX_OUTPUT_TOKENS } from '@/server/chat/model-answer';
import { resetEnvForTests } from '@/server/env';
import { withTestDatabase } from '../../../../tests/support/database';
import { startModelStandIn } from '../../../../tests/support/openai-stand-in';
import { addressesFrom, jsonRequest } from '../../../../tests/support/requests';
import * as chatRoute from './route';

withTestDatabase();
let model: Awaited<ReturnType<typeof startModelStandIn>>;
const nextIp = addressesFrom('198.51.102');
type Message = { role: 'user' | 'assistant'; content: string };

beforeAll(async () => {
  model = await startModelStandIn();
});
afterAll(async () => {
  for (const name of ['CHAT_LLM_BASE_URL', 'CHAT_LLM_MODEL', 'CHAT_LLM_API_KEY', 'CHAT_LLM_TIMEOUT_MS']) delete process.env[name];
  resetEnvForTests();
  await model.close();
});
beforeEach(() => {
  Object.assign(process.env, { CHAT_LLM_BASE_URL: model.baseURL, CHAT_LLM_MODEL: 'stand-in-small', CHAT_LLM_API_KEY: 'sk-stand-in' });
  delete process.env.CHAT_LLM_TIMEOUT_MS;
  resetEnvForTests();
  model.received.length = 0;
  Object.assign(model.state, { reply: '', status: 200, delayMs: 0 });
});

const ask = (messages: Message[], accept = 'application/json') =>
  chatRoute.POST(jsonRequest('/api/chat', { language: 'en', messages }, { ip: nextIp(), headers: { accept } }));
const question = (content: string): Message[] => [{ role: 'user', content }];
const PRICE_QUESTION = 'How much does the Chat Agent cost per month?';

/** The retrieval answer the route gives without the model, in its JSON shape. */
async function retrievalReply(messages: Message[]) {
  const { answer, sources, handoff, language } = await answerFromPages('en', messages);
  return { answer, sources, handoff, language };
}

/** The system message the stand-in received last: the rules and the numbered passages. */
const lastPrompt = () => model.received.at(-1)!.body.messages;

describe('POST /api/chat in generative mode', () => {
  it('sends the retrieved passages, no contact details and bounded output; answers with the checked citations as JSON', async () => {
    const conversation: Message[] = [
      { role: 'user', content: 'Hello, I am Max (max.mustermann@example.com, 0176 123 45 67).' },
      { role: 'assistant', content: 'Hello! What would you like to know?' },
      { role: 'user', content: PRICE_QUESTION },
    ];
    const { passages } = await answerFromPages('en', conversation);
    model.state.reply = 'The Chat Agent has a monthly price [1]. It also brews coffee [42].';
    const response = await ask(conversation);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual(['answer', 'handoff', 'language', 'sources']);
    expect(body).toEqual({
      answer: 'The Chat Agent has a monthly price [1]. It also brews coffee.',
      sources: [{ url: passages[0]!.url, title: passages[0]!.pageTitle }],
      handoff: false,
      language: 'en',
    });

    const request = model.received.at(-1)!;
    expect(request.headers.authorization).toBe('Bearer sk-stand-in');
    expect(request.body).toMatchObject({ model: 'stand-in-small', stream: true, max_tokens: MODEL_MAX_OUTPUT_TOKENS });
    const [system, ...history] = lastPrompt();
    expect(system!.role).toBe('system');
    expect(system!.content).toContain(`[1] ${passages[0]!.pageTitle} – ${passages[0]!.heading}`);
    expect(system!.content).toContain(passages[0]!.text.slice(0, 120));
    expect(history.map((message) => message.role)).toEqual(['user', 'assistant', 'user']);
    expect(history.at(-1)!.content).toBe(PRICE_QUESTION);
    const sent = JSON.stringify(request.body.messages);
    expect(sent).not.toMatch(/[\w.+-]+@[\w-]+\.\w+/);
    expect(sent).not.toContain('0176');
    expect(sent).not.toContain('45 67');
  });

  it('leaves our own phone number and e-mail address out of the passages it sends', async () => {
    const conversation = question('How can I reach you by phone or by email?');
    const { passages, handoff } = await answerFromPages('en', conversation);
    expect(handoff).toBe(false);
    expect(passages.some((passage) => passage.text.includes(company.email) || passage.text.includes(company.phone))).toBe(true);
    model.state.reply = 'Our contact page lists every way to reach us [1].';
    expect((await (await ask(conversation)).json()).sources).toHaveLength(1);
    const sent = JSON.stringify(lastPrompt());
    expect(sent).not.toContain(company.email);
    expect(sent).not.toContain(company.phone);
    expect(sent).not.toMatch(/[\w.+-]+@[\w-]+\.\w+/);
  });

  it('streams the checked text as server-sent events and ends with the whole answer', async () => {
    const { passages } = await answerFromPages('en', question(PRICE_QUESTION));
    const samePage = passages[0]!.page === passages[1]!.page;
    model.state.reply = 'Prices are on our service page [2] and in the FAQ [1, 99].';
    const response = await ask(question(PRICE_QUESTION), 'text/event-stream');
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = (await response.text())
      .split('\n\n')
      .filter(Boolean)
      .map((block) => {
        const [, name, data] = /^event: (\w+)\ndata: (.*)$/s.exec(block)!;
        return { name, data: JSON.parse(data!) };
      });
    const final = events.at(-1)!;
    expect(final.name).toBe('answer');
    expect(events.slice(0, -1).every((event) => event.name === 'text')).toBe(true);
    expect(events.length).toBeGreaterThan(3);
    const streamed = events
      .slice(0, -1)
      .map((event) => event.data.text)
      .join('');
    expect(streamed).not.toContain('99');
    expect(final.data.answer).toBe(`Prices are on our service page [1] and in the FAQ [${samePage ? 1 : 2}].`);
    expect(final.data.answer).toBe(streamed.trim());
    expect(final.data.sources.map((source: { url: string }) => source.url)).toEqual(
      samePage ? [passages[0]!.url] : [passages[1]!.url, passages[0]!.url],
    );
    expect(final.data.handoff).toBe(false);
  });

  it('gives the retrieval answer when the model cites no retrieved passage, fails or is too slow', async () => {
    const conversation = question(PRICE_QUESTION);
    const expected = await retrievalReply(conversation);

    model.state.reply = 'Everything costs nothing [7].';
    expect(await (await ask(conversation)).json()).toEqual(expected);

    model.state.status = 500;
    expect(await (await ask(conversation)).json()).toEqual(expected);

    model.state.status = 200;
    model.state.reply = 'Too late [1].';
    model.state.delayMs = 3_000;
    process.env.CHAT_LLM_TIMEOUT_MS = '300';
    resetEnvForTests();
    const started = Date.now();
    const slow = await ask(conversation, 'text/event-stream');
    const text = await slow.text();
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(text).not.toContain('Too late');
    expect(text).toContain(`event: answer\ndata: ${JSON.stringify(expected)}`);
    expect(model.received).toHaveLength(3);
  });

  it('declines what the pages do not answer without asking the model', async () => {
    const body = await (await ask(question('Can I pay with Bitcoin or Monero?'))).json();
    expect(body).toMatchObject({ handoff: true, sources: [] });
    expect(model.received).toHaveLength(0);
  });
});
