export type ChatSource = { url: string; title: string };
export type ChatReply = { answer: string; sources: ChatSource[]; handoff: boolean; language: string };
type ChatQuestion = { language: string; messages: { role: 'user' | 'assistant'; content: string }[] };

/** One server-sent event: its name and its JSON data. */
function parseEvent(block: string): { name: string; data: unknown } | null {
  let name = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) name = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
  }
  return data.length > 0 ? { name, data: JSON.parse(data.join('\n')) } : null;
}

/**
 * Asks POST /api/chat. The server streams the model's answer as `text` events ending in one `answer` event when it
 * writes with a model (`onText` gets the text so far), and answers JSON otherwise; both end in the same reply.
 * A non-ok answer or a stream without its `answer` event throws.
 */
export async function askChat(question: ChatQuestion, onText: (textSoFar: string) => void): Promise<ChatReply> {
  const response = await fetch('/api/chat', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream, application/json;q=0.9' },
    body: JSON.stringify(question),
  });
  if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
  if (!response.headers.get('content-type')?.startsWith('text/event-stream') || !response.body) return (await response.json()) as ChatReply;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  let textSoFar = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffered += value.replace(/\r\n/g, '\n');
    const blocks = buffered.split('\n\n');
    buffered = blocks.pop() ?? '';
    for (const block of blocks) {
      const event = parseEvent(block);
      if (event?.name === 'answer') return event.data as ChatReply;
      if (event?.name === 'text') {
        textSoFar += (event.data as { text: string }).text;
        onText(textSoFar);
      }
    }
  }
  throw new Error('the answer stream ended without its answer');
}

/**
 * Tells the server that an answer did not help or was followed by a handoff (POST /api/chat/feedback), so the team sees
 * the question at /inbox/chat. Nothing depends on it: a failure is not shown.
 */
export function sendChatFeedback(feedback: ChatQuestion & { outcome: 'not_helpful' | 'handoff' }): void {
  void fetch('/api/chat/feedback', {
    method: 'POST',
    credentials: 'include',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(feedback),
  }).catch(() => undefined);
}
