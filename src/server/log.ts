import 'server-only';
import pino from 'pino';

const holderKey = Symbol.for('aitheria.log');
type Holder = { [holderKey]?: pino.Logger };

/** One JSON-lines logger per process (ARCHITECTURE.md: pino). Level from LOG_LEVEL. */
export function log(): pino.Logger {
  const holder = globalThis as Holder;
  holder[holderKey] ??= pino({
    level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
    base: { service: 'aitheria-web' },
    redact: { paths: ['*.phone', '*.email', '*.password'], censor: '[redacted]' },
  });
  return holder[holderKey];
}
