const LIST = Symbol.for('catalogue.list');

/**
 * Whether a value of a catalogue is a list (legal sections, bullet points) rather than one message. Compiled
 * at build time (build/precompile-messages.mjs) a message with arguments is an array as well; the loader
 * marks the lists. A catalogue read as written (Vitest, scripts) has no marks, and there every array is a list.
 */
export function isCatalogueList(value: unknown): value is readonly unknown[] {
  if (!Array.isArray(value)) return false;
  if (LIST in value) return true;
  return value.every((item) => typeof item === 'string' || (typeof item === 'object' && item !== null && !Array.isArray(item)));
}

/** One message: a string, or a message compiled at build time (an array that is not a list). */
export const isCatalogueMessage = (value: unknown): boolean =>
  typeof value === 'string' || (Array.isArray(value) && !isCatalogueList(value));
