// Compares the message catalogues of all languages: same files, same keys, same ICU placeholders.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export type Catalogue = { [key: string]: string | Catalogue | Catalogue[] | string[] };

/** Flattens a catalogue into "a.b.c" → string. */
export function flatten(messages: object, prefix = ''): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]): [string, string][] =>
    typeof value === 'object' && value !== null ? flatten(value as object, `${prefix}${key}.`) : [[`${prefix}${key}`, String(value)]],
  );
}

/** The simple ICU arguments of a message, e.g. "{year}" → ["year"]. */
export function placeholders(message: string): string[] {
  return [...message.matchAll(/\{\s*([A-Za-z0-9_]+)\s*[,}]/g)].map((m) => m[1] ?? '').sort();
}

/**
 * catalogues: { [locale]: { [namespace]: object } }. Returns a list of human-readable problems,
 * empty when every locale has exactly the reference locale's keys and placeholders.
 */
export function compareCatalogues(catalogues: Record<string, Record<string, Catalogue>>, reference: string): string[] {
  const problems: string[] = [];
  const base = catalogues[reference] ?? {};
  for (const [locale, files] of Object.entries(catalogues)) {
    if (locale === reference) continue;
    const namespaces = new Set([...Object.keys(base), ...Object.keys(files)]);
    for (const namespace of namespaces) {
      if (!files[namespace]) {
        problems.push(`${locale}: missing file ${namespace}.json`);
        continue;
      }
      if (!base[namespace]) {
        problems.push(`${locale}: extra file ${namespace}.json`);
        continue;
      }
      const expected = new Map(flatten(base[namespace]));
      const actual = new Map(flatten(files[namespace]));
      for (const key of expected.keys()) if (!actual.has(key)) problems.push(`${locale}: missing key ${namespace}.${key}`);
      for (const key of actual.keys()) if (!expected.has(key)) problems.push(`${locale}: extra key ${namespace}.${key}`);
      for (const [key, message] of actual) {
        const want = expected.get(key);
        if (want !== undefined && placeholders(want).join() !== placeholders(message).join()) {
          problems.push(`${locale}: placeholders differ in ${namespace}.${key}`);
        }
        if (message.trim() === '') problems.push(`${locale}: empty message ${namespace}.${key}`);
      }
    }
  }
  return problems;
}

export function readCatalogues(directory: string): Record<string, Record<string, Catalogue>> {
  const catalogues: Record<string, Record<string, Catalogue>> = {};
  for (const locale of readdirSync(directory)) {
    catalogues[locale] = {};
    for (const file of readdirSync(join(directory, locale)).filter((f) => f.endsWith('.json'))) {
      catalogues[locale]![file.replace(/\.json$/, '')] = JSON.parse(readFileSync(join(directory, locale, file), 'utf8'));
    }
  }
  return catalogues;
}
