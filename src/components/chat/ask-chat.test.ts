import { afterEach, describe, expect, it, vi } from 'vitest';
import { askChat } from './ask-chat';

const question = { language: 'en', messages: [{ role: 'user' as const, content: 'How much does it cost?' }] };
const reply = { answer: 'From €197 a month [1].', sources: [{ url: '/en/services/chatagent', title: 'Chat Agent' }], handoff: false };

/** A streamed answer cut into pieces at arbitrary places, as the network delivers it. */
function streamedResponse(pieces: string[]) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } });
}

afterEach(() => vi.unstubAllGlobals());

describe('askChat', () => {
  it('shows the streamed text as it comes and returns the answer event', async () => {
    const events = `event: text\ndata: {"text":"From €197"}\n\nevent: text\ndata: {"text":" a month [1]."}\n\nevent: answer\ndata: ${JSON.stringify(reply)}\n\n`;
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      streamedResponse([events.slice(0, 13), events.slice(13, 50), events.slice(50)]),
    );
    vi.stubGlobal('fetch', fetch);
    const seen: string[] = [];
    expect(await askChat(question, (text) => seen.push(text))).toEqual(reply);
    expect(seen).toEqual(['From €197', 'From €197 a month [1].']);
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: 'POST', body: JSON.stringify(question) });
  });

  it('reads a JSON answer (retrieval mode) and throws on a refusal or a stream cut short', async () => {
    vi.stubGlobal('fetch', async () => Response.json(reply));
    expect(await askChat(question, () => {})).toEqual(reply);
    vi.stubGlobal('fetch', async () => Response.json({ error: { code: 'rate_limited' } }, { status: 429 }));
    await expect(askChat(question, () => {})).rejects.toThrow(/^429/);
    vi.stubGlobal('fetch', async () => streamedResponse(['event: text\ndata: {"text":"From"}\n\n']));
    await expect(askChat(question, () => {})).rejects.toThrow(/without its answer/);
  });
});
