import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getTableColumns, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema';
import { storedEnquiries } from '../enquiries/registry';

/** Tables whose addresses are not a visitor's: the staff accounts (`npm run inbox -- user`). */
const NOT_A_VISITOR = ['staffUsers'];

const tables = Object.entries(schema).filter(([, value]) => is(value, PgTable)) as [string, PgTable][];
const columnsOf = (table: PgTable) => Object.keys(getTableColumns(table));
const source = (file: string) => readFileSync(path.join(process.cwd(), 'src/server/privacy', file), 'utf8');
const declaredBy = (facet: 'personalData' | 'retention') => storedEnquiries.filter((entry) => entry[facet]).map((entry) => entry.table);

describe('every table of personal data', () => {
  it('is searched by a data-subject request: an enquiry kind that declares its personal data, or data-subject.ts itself', () => {
    const personal = tables.filter(
      ([name, table]) => !NOT_A_VISITOR.includes(name) && columnsOf(table).some((column) => column === 'email' || column === 'phone'),
    );
    const text = source('data-subject.ts');
    const declared = declaredBy('personalData');
    expect(personal.length).toBeGreaterThan(3);
    expect(
      personal.filter(([name, table]) => !declared.includes(table as never) && !text.includes(`.from(${name})`)).map(([name]) => name),
    ).toEqual([]);
  });

  it('is purged once its retention period ends, when it is an enquiry with a status (its kind declares the rule)', () => {
    const enquiries = tables.filter(([, table]) =>
      ['status', 'closedAt', 'idempotencyKey'].every((column) => columnsOf(table).includes(column)),
    );
    const declared = declaredBy('retention');
    expect(enquiries.length).toBeGreaterThan(2);
    expect(enquiries.filter(([, table]) => !declared.includes(table as never)).map(([name]) => name)).toEqual([]);
  });
});
