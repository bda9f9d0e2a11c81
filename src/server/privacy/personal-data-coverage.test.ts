import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getTableColumns, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema';

/** Tables whose addresses are not a visitor's: the staff accounts (`npm run inbox -- user`). */
const NOT_A_VISITOR = ['staffUsers'];

const tables = Object.entries(schema).filter(([, value]) => is(value, PgTable)) as [string, PgTable][];
const columnsOf = (table: PgTable) => Object.keys(getTableColumns(table));
const source = (file: string) => readFileSync(path.join(process.cwd(), 'src/server/privacy', file), 'utf8');

describe('every table of personal data', () => {
  it('is searched by a data-subject request (data-subject.ts): export and erasure', () => {
    const personal = tables.filter(
      ([name, table]) => !NOT_A_VISITOR.includes(name) && columnsOf(table).some((column) => column === 'email' || column === 'phone'),
    );
    const text = source('data-subject.ts');
    expect(personal.length).toBeGreaterThan(3);
    expect(personal.map(([name]) => name).filter((name) => !text.includes(`.from(${name})`))).toEqual([]);
  });

  it('is purged once its retention period ends, when it is an enquiry with a status (retention.ts)', () => {
    const enquiries = tables.filter(([, table]) =>
      ['status', 'closedAt', 'idempotencyKey'].every((column) => columnsOf(table).includes(column)),
    );
    const text = source('retention.ts');
    expect(enquiries.length).toBeGreaterThan(2);
    expect(enquiries.map(([name]) => name).filter((name) => !text.includes(`closed(${name})`))).toEqual([]);
  });
});
