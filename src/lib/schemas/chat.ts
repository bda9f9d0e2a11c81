import { z } from 'zod/mini';
import { languageField } from './fields';
import { textField } from './text';

/** The longest message a visitor may send, and the most messages of a conversation the server reads. */
export const CHAT_MESSAGE_MAX_LENGTH = 500;
export const CHAT_HISTORY_MAX_MESSAGES = 12;
/** An assistant message is our own answer sent back: longer, but bounded too. */
const CHAT_ANSWER_MAX_LENGTH = 2000;

const userMessage = z.strictObject({
  role: z.literal('user'),
  content: textField({ shape: 'lines', maxLength: CHAT_MESSAGE_MAX_LENGTH, required: 'required' }),
});
const assistantMessage = z.strictObject({
  role: z.literal('assistant'),
  content: textField({ shape: 'lines', maxLength: CHAT_ANSWER_MAX_LENGTH }),
});

/** POST /api/chat: the language and the conversation so far, the visitor's question last. */
export const chatRequestSchema = z.strictObject({
  language: languageField,
  messages: z.array(z.discriminatedUnion('role', [userMessage, assistantMessage]), { error: 'invalid' }).check(
    z.minLength(1, { error: 'required' }),
    z.maxLength(CHAT_HISTORY_MAX_MESSAGES, { error: 'tooLong' }),
    z.refine((messages) => messages.at(-1)?.role === 'user', { error: 'invalid' }),
  ),
});

/**
 * POST /api/chat/feedback: the conversation up to an answer the visitor marked "that did not help" (`not_helpful`)
 * or followed with a callback, an enquiry or a booking (`handoff`).
 */
export const chatFeedbackSchema = z.strictObject({
  ...chatRequestSchema.shape,
  outcome: z.enum(['not_helpful', 'handoff'], { error: 'invalid' }),
});

type ChatRequest = z.output<typeof chatRequestSchema>;
export type ChatMessage = ChatRequest['messages'][number];

/** A conversation attached to a callback request or an enquiry, with the visitor's consent: the same messages, bounded the same way. */
const transcriptSchema = z
  .array(z.discriminatedUnion('role', [userMessage, assistantMessage]), { error: 'invalid' })
  .check(z.maxLength(CHAT_HISTORY_MAX_MESSAGES, { error: 'tooLong' }));

export type ChatTranscript = z.output<typeof transcriptSchema>;

function parseJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** The optional transcript field of the callback request and the enquiry: absent or empty is null; a form sends it as JSON text. */
export const chatTranscriptField = z.pipe(
  z.transform((value: unknown) =>
    value === undefined || value === null || value === '' ? null : typeof value === 'string' ? parseJson(value) : value,
  ),
  z.nullable(transcriptSchema),
);
