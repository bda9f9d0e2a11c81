import formatPrecompiled from 'use-intl/format-message/format-only';

type Values = Record<string, unknown> | undefined;

/**
 * The first argument or tag of a compiled message that `values` lacks. icu-minify's parts: a string,
 * `0` (a plural's `#`), `[name]`, `[name, type, …]` (1 select, 2 plural, 3 ordinal with their options;
 * 4–6 number, date, time) or a tag, `[name, …children]`.
 */
function missingValue(message: unknown, values: Values): string | undefined {
  if (!Array.isArray(message)) return undefined;
  for (const part of message) {
    if (!Array.isArray(part)) continue;
    const [name, type, ...rest] = part as [string, unknown, ...unknown[]];
    if (!values || !(name in values)) return name;
    const nested =
      type === 1 || type === 2 || type === 3
        ? Object.values(rest[0] as Record<string, unknown>)
        : typeof type === 'number' && type !== 0
          ? []
          : [[type, ...rest]];
    for (const option of nested) {
      const missing = missingValue(option, values);
      if (missing) return missing;
    }
  }
  return undefined;
}

/**
 * next-intl's formatter for messages compiled at build time (build/precompile-messages.mjs), put
 * in place of its ICU-parsing one by `turbopack.resolveAlias` in next.config.ts (decision 030).
 * Like the ICU formatter it refuses a message whose argument or tag was not given (next-intl then
 * reports the error and shows the fallback) instead of printing "undefined".
 * `t.raw` stays available: the loader keeps each list's shape, and the lists read with `t.raw` hold plain text.
 */
const formatMessage: typeof formatPrecompiled = Object.assign(
  (...args: Parameters<typeof formatPrecompiled>) => {
    const [key, message, values] = args;
    const missing = missingValue(message, values as Values);
    if (missing) throw new Error(`The message \`${key}\` needs a value for \`${missing}\`.`);
    return formatPrecompiled(...args);
  },
  { raw: true },
);

export default formatMessage;
