/**
 * What the logs and the delivery log keep of an error (docs/decisions/017-hostile-input.md): its
 * kind, its code and a message without personal data. A database error's message quotes the
 * statement and its parameters (names, e-mail addresses, phone numbers), and its `detail` the
 * failing row; a mail server quotes the recipient. Those parts are never kept.
 */
const EMAIL = /[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+/g;
/** E.164 numbers and any run of seven or more digits (a phone number typed without separators). */
const NUMBER = /\+\d[\d ]{5,}\d|\d{7,}/g;

/** Removes e-mail addresses and phone-like numbers from a text. */
export function scrubPersonalData(text: string): string {
  return text.replace(EMAIL, '[email]').replace(NUMBER, '[number]');
}

type ErrorLike = Error & { code?: unknown; cause?: unknown; query?: unknown; params?: unknown };

const isQueryError = (error: ErrorLike) => error.name === 'DrizzleQueryError' || ('query' in error && 'params' in error);

/** Fields a PostgreSQL error carries that name the schema, never the data. */
const SCHEMA_FIELDS = ['code', 'table', 'column', 'constraint', 'routine'] as const;

export type SafeError = { type: string; code?: string; message: string; stack?: string; cause?: SafeError };

/** The stack's frames only: its first line repeats the message. */
const framesOf = (stack: string | undefined) =>
  stack
    ?.split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n') || undefined;

export function safeError(value: unknown, depth = 0): SafeError {
  if (!(value instanceof Error)) return { type: typeof value, message: scrubPersonalData(String(value)).slice(0, 500) };
  const error = value as ErrorLike;
  const fields: Record<string, string> = {};
  for (const field of SCHEMA_FIELDS) {
    const content = (error as unknown as Record<string, unknown>)[field];
    if (typeof content === 'string' || typeof content === 'number') fields[field] = String(content);
  }
  const cause = error.cause instanceof Error && depth < 3 ? safeError(error.cause, depth + 1) : undefined;
  // The statement failed: what failed is in the cause (its SQLSTATE and message), the values stay out.
  const message = isQueryError(error) ? 'database query failed' : scrubPersonalData(error.message).slice(0, 500);
  return {
    type: error.name,
    ...(fields.code ? { code: fields.code } : cause?.code ? { code: cause.code } : {}),
    message: [
      message,
      ...Object.entries(fields)
        .filter(([key]) => key !== 'code')
        .map(([key, content]) => `${key}=${content}`),
    ].join(' · '),
    ...(framesOf(error.stack) ? { stack: framesOf(error.stack) } : {}),
    ...(cause ? { cause } : {}),
  };
}

/** One line for the delivery log of the outbox: code and message, without personal data. */
export function describeFailure(value: unknown): string {
  const safe = safeError(value);
  const inner = safe.cause ? ` (${safe.cause.code ?? safe.cause.type}: ${safe.cause.message})` : '';
  return `${safe.code ? `${safe.code}: ` : ''}${safe.message}${inner}`.slice(0, 1000);
}

/**
 * Next.js logs the errors it catches itself (console.error, with the error's message and its own
 * fields). From start-up on, errors and texts given to console.error and console.warn pass through
 * the same filter as our own log lines.
 */
const consoleKey = Symbol.for('aitheria.console-scrubbed');

export function scrubConsole(): void {
  const holder = globalThis as { [consoleKey]?: true };
  if (holder[consoleKey]) return;
  holder[consoleKey] = true;
  for (const level of ['error', 'warn'] as const) {
    const write = console[level].bind(console);
    console[level] = (...values: unknown[]) =>
      write(
        ...values.map((value) =>
          value instanceof Error ? JSON.stringify(safeError(value)) : typeof value === 'string' ? scrubPersonalData(value) : value,
        ),
      );
  }
}
