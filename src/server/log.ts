import 'server-only';
import pino from 'pino';
import { safeError } from './log-safety';

const holderKey = Symbol.for('aitheria.log');
type Holder = { [holderKey]?: pino.Logger };

const options = (level: string): pino.LoggerOptions => ({
  level,
  base: { service: 'aitheria-web' },
  // An error is logged as its kind, code and a message without personal data (log-safety.ts).
  serializers: { err: safeError },
  redact: { paths: ['*.phone', '*.email', '*.password', '*.name'], censor: '[redacted]' },
});

/** One JSON-lines logger per process (pino). Level from LOG_LEVEL. */
export function log(): pino.Logger {
  const holder = globalThis as Holder;
  holder[holderKey] ??= pino(options(process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info')));
  return holder[holderKey];
}

/** Tests read what the server logs: every line goes to `write` until the returned function is called. */
export function captureLogForTests(write: (line: string) => void): () => void {
  const holder = globalThis as Holder;
  const previous = holder[holderKey];
  holder[holderKey] = pino(options('debug'), { write });
  return () => {
    holder[holderKey] = previous;
  };
}
