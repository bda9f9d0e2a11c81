import type { TranscriptTurn } from '@/lib/inbox/call-vocabulary';

/** The longest summary, transcript and reason kept: a call's account is a record, not an archive. */
const SUMMARY_MAX = 4_000;
const TRANSCRIPT_MAX = 60_000;
const REASON_MAX = 300;

/** What the platforms send, read defensively: a field is used only when it has the type we expect. */
export type Json = Record<string, unknown>;
export const record = (value: unknown): Json => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {});
export const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);
export const number = (value: unknown): number | null => {
  const parsed = typeof value === 'string' && value.trim() ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : null;
};

export const summaryOf = (value: unknown) => text(value)?.slice(0, SUMMARY_MAX) ?? null;
export const reasonOf = (value: unknown) => text(value)?.slice(0, REASON_MAX) ?? null;

/** A time given as ISO text, Unix seconds or Unix milliseconds. */
export function timeOf(value: unknown): Date | null {
  const seconds = number(value);
  if (seconds !== null && !(typeof value === 'string' && /[-:T]/.test(value))) {
    const at = new Date(seconds > 1e11 ? seconds : seconds * 1000);
    return Number.isNaN(at.getTime()) ? null : at;
  }
  const iso = text(value);
  if (!iso) return null;
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** A link to a recording, kept only as an http(s) address. */
export function recordingOf(value: unknown): string | null {
  const url = text(value);
  return url && /^https?:\/\//i.test(url) && url.length <= 2_000 ? url : null;
}

const AGENT = /^(ai|bot|agent|assistant)$/i;
const CALLER = /^(user|human|customer|caller)$/i;
const speakerOf = (role: unknown): TranscriptTurn['speaker'] =>
  typeof role === 'string' ? (AGENT.test(role) ? 'agent' : CALLER.test(role) ? 'caller' : null) : null;

/** Turns up to the length kept. */
function capped(turns: TranscriptTurn[]): TranscriptTurn[] | null {
  const kept: TranscriptTurn[] = [];
  let length = 0;
  for (const turn of turns) {
    if (length + turn.text.length > TRANSCRIPT_MAX) break;
    length += turn.text.length;
    kept.push(turn);
  }
  return kept.length ? kept : null;
}

/** A transcript sent as a list of messages: `role` and `message` (or `text`, `content`); other roles (tools, system) left out. */
export function transcriptOfMessages(messages: unknown): TranscriptTurn[] | null {
  if (!Array.isArray(messages)) return null;
  return capped(
    messages.flatMap((entry) => {
      const message = record(entry);
      const words = text(message.message) ?? text(message.text) ?? text(message.content);
      const speaker = speakerOf(message.role);
      return words && speaker ? [{ speaker, text: words }] : [];
    }),
  );
}

/** A transcript sent as text, one turn a line (`AI: …`, `User: …`, `bot: …`, `human: …`). */
export function transcriptOfText(value: unknown): TranscriptTurn[] | null {
  const body = text(value);
  if (!body) return null;
  return capped(
    body
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => {
        const match = /^([A-Za-z]+):\s*(.*)$/.exec(line);
        const speaker = match ? speakerOf(match[1]) : null;
        return speaker && match ? { speaker, text: match[2]! } : { speaker: null, text: line };
      })
      .filter((turn) => turn.text),
  );
}

/** Outcome words in a platform's free-text reason. */
export function outcomeInReason(reason: string | null): 'voicemail' | 'busy' | 'no_answer' | null {
  if (!reason) return null;
  if (/voice.?mail|answering.?machine/i.test(reason)) return 'voicemail';
  if (/busy/i.test(reason)) return 'busy';
  if (/no.?answer|not.?answer|unanswered/i.test(reason)) return 'no_answer';
  return null;
}
