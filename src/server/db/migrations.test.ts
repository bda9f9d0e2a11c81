import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const MIGRATIONS = path.join(process.cwd(), 'src/server/db/migrations');

type JournalEntry = { idx: number; when: number; tag: string };
const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as { entries: JournalEntry[] };

describe('the migrations journal', () => {
  it('lists every SQL file once, in order', () => {
    const files = readdirSync(MIGRATIONS)
      .filter((file) => file.endsWith('.sql'))
      .map((file) => file.replace(/\.sql$/, ''))
      .sort();
    expect(journal.entries.map((entry) => entry.tag)).toEqual(files);
    expect(journal.entries.map((entry) => entry.idx)).toEqual(files.map((_, index) => index));
  });

  // Drizzle's migrator applies only the migrations whose `when` is later than the last one a database
  // has applied: an entry dated earlier than its predecessor is skipped on every existing database.
  it('dates each migration after the one before it', () => {
    const late = journal.entries.filter((entry, index) => index > 0 && entry.when <= journal.entries[index - 1]!.when);
    expect(
      late.map((entry) => entry.tag),
      'set their `when` above the previous entry',
    ).toEqual([]);
  });
});
