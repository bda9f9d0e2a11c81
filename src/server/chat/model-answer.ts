import 'server-only';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { streamText, type ModelMessage } from 'ai';
import { languageOption, type Locale } from '@/i18n/locales';
import { company } from '@/lib/company';
import type { ChatMessage } from '@/lib/schemas/chat';
import { env } from '../env';
import { scrubPersonalData } from '../log-safety';
import type { ChatSource } from './answer';
import { CitationCheck } from './citations';
import type { Passage } from './page-passages';
import { withoutContactDetails } from './without-contacts';

/** The most messages of the conversation the model reads (the question included), the passages it is given, and their length. */
const MODEL_HISTORY_MESSAGES = 6;
const MODEL_PASSAGES = 6;
const MODEL_PASSAGE_MAX_LENGTH = 1_200;
/** The longest answer the model may write, in tokens (about 250 words). */
export const MODEL_MAX_OUTPUT_TOKENS = 400;

export type ChatModel = { baseURL: string; model: string; apiKey: string; timeoutMs: number };

/** The configured model of the generative mode, or null when CHAT_LLM_* are unset (retrieval mode). */
export function chatModel(): ChatModel | null {
  const { CHAT_LLM_BASE_URL, CHAT_LLM_MODEL, CHAT_LLM_API_KEY, CHAT_LLM_TIMEOUT_MS } = env();
  if (!CHAT_LLM_BASE_URL || !CHAT_LLM_MODEL || !CHAT_LLM_API_KEY) return null;
  return { baseURL: CHAT_LLM_BASE_URL, model: CHAT_LLM_MODEL, apiKey: CHAT_LLM_API_KEY, timeoutMs: CHAT_LLM_TIMEOUT_MS };
}

/** A passage as the model reads it: our own phone number and addresses left out too (the cited page gives them). */
function passageText(passage: Passage): string {
  const text = scrubPersonalData(passage.text).replaceAll(company.phone, '[number]').slice(0, MODEL_PASSAGE_MAX_LENGTH);
  return `${passage.pageTitle} – ${passage.heading}\n${text}`;
}

/**
 * What the model is sent: the rules and the numbered passages as the system message, then the last
 * MODEL_HISTORY_MESSAGES of the conversation with e-mail addresses and phone numbers replaced.
 */
function modelPrompt(locale: Locale, passages: readonly Passage[], messages: readonly ChatMessage[]) {
  const numbered = passages.map((passage, at) => `[${at + 1}] ${passageText(passage)}`).join('\n\n');
  const system = [
    `You are the chat agent on the website of ${company.brand}, a company that builds AI voice agents, chat agents and workflow automation.`,
    `Answer in ${languageOption(locale).name}, in plain text without Markdown or HTML, in at most five sentences.`,
    'Use only the numbered passages from our website below. Every price, percentage, date and fact must come from them, unchanged.',
    'After each statement, cite the passage it comes from by its number in square brackets, for example [1] or [2, 3].',
    'If the passages do not answer the question, say that you do not know and offer a callback or an enquiry; do not guess.',
    'Never ask for or repeat contact details such as e-mail addresses or phone numbers.',
    '',
    'Passages:',
    numbered,
  ].join('\n');
  const history: ModelMessage[] = messages
    .slice(-MODEL_HISTORY_MESSAGES)
    .map((message) => ({ role: message.role, content: withoutContactDetails(message.content) }));
  return { system, messages: history };
}

export type ModelAnswer = { answer: string; sources: ChatSource[] };

/**
 * The model's answer written from the retrieved passages, each checked piece handed to `onText` as it streams.
 * Null when it cites none of the passages (the caller gives the retrieval answer); throws on an error of the
 * endpoint, after `timeoutMs` or when `signal` aborts (the caller gives the retrieval answer too).
 */
export async function writeModelAnswer(
  model: ChatModel,
  locale: Locale,
  retrieved: readonly Passage[],
  messages: readonly ChatMessage[],
  { onText = () => {}, signal }: { onText?: (text: string) => void; signal?: AbortSignal } = {},
): Promise<ModelAnswer | null> {
  const passages = retrieved.slice(0, MODEL_PASSAGES);
  const provider = createOpenAICompatible({ name: 'chat-llm', baseURL: model.baseURL, apiKey: model.apiKey });
  const timeout = AbortSignal.timeout(model.timeoutMs);
  const result = streamText({
    model: provider.chatModel(model.model),
    ...modelPrompt(locale, passages, messages),
    maxOutputTokens: MODEL_MAX_OUTPUT_TOKENS,
    temperature: 0.2,
    maxRetries: 0,
    abortSignal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    // The SDK would print the error with the request (the prompt); the caller logs what may be logged.
    onError: () => {},
  });
  const check = new CitationCheck(passages.map((passage) => passage.page));
  for await (const part of result.fullStream) {
    if (part.type === 'text-delta') onText(check.push(part.text));
    else if (part.type === 'error') throw part.error;
    else if (part.type === 'abort') throw new Error('chat model aborted');
  }
  onText(check.finish());
  if (check.pages.length === 0) return null;
  const sources = check.pages.map((page) => {
    const passage = passages.find((candidate) => candidate.page === page)!;
    return { url: passage.url, title: passage.pageTitle };
  });
  return { answer: check.answer(), sources };
}
