/**
 * A statement written as SQL text, its values passed apart as `$1`, `$2`, …: how the hot path's one
 * statement, the admission of a submission (server/outbox/enqueue.ts), is built. Through drizzle's
 * statement tree it took about 195 µs of the server's CPU per enquiry under load, as text about 95 µs
 * (docs/decisions/033-admission-as-text.md); everything else stays with drizzle.
 */
export type StatementText = { sql: string; params: unknown[] };

/** Collects a statement's values: `add` keeps one and answers the `$n`, with its cast, that stands for it in the text. */
export class StatementParameters {
  readonly values: unknown[] = [];

  add(value: unknown, cast?: string): string {
    this.values.push(value);
    return cast ? `$${this.values.length}::${cast}` : `$${this.values.length}`;
  }
}

/** A table's or column's name as an SQL identifier. */
export const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;
