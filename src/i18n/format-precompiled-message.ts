import formatPrecompiled from 'use-intl/format-message/format-only';

/**
 * next-intl's formatter for messages compiled at build time (scripts/precompile-messages.mjs), put
 * in place of its ICU-parsing one by `turbopack.resolveAlias` in next.config.ts (decision 030).
 * `t.raw` stays available: the loader keeps each list's shape, and the lists read with `t.raw` hold plain text.
 */
const formatMessage: typeof formatPrecompiled = Object.assign(
  (...args: Parameters<typeof formatPrecompiled>) => formatPrecompiled(...args),
  { raw: true },
);

export default formatMessage;
