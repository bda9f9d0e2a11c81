import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/server/db/client';
import { callbackRequests, contactEnquiries, errorReports } from '@/server/db/schema';
import { openTestDatabase } from '../../../tests/support/database';
import { listSubmissions } from './queries';

describe('npm run inbox -- list', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('lists leads through the staff list, newest first across kinds, each with its whole stored record', async () => {
    const db = handle.db;
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 8, minute));
    const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
    await db.insert(contactEnquiries).values(
      [1, 3, 5].map((minute) => ({
        id: id(minute),
        createdAt: at(minute),
        language: 'de',
        name: `Kontakt ${minute}`,
        email: `k${minute}@example.org`,
        phone: '+4915100000000',
        company: 'Firma',
        inquiry: 'voice_agent',
        comment: 'Bitte zurückrufen',
      })),
    );
    await db
      .insert(callbackRequests)
      .values([2, 4].map((minute) => ({ id: id(minute), createdAt: at(minute), language: 'el', phone: '+35722123456' })));
    await db.insert(errorReports).values({
      id: id(6),
      createdAt: at(6),
      language: 'de',
      subject: 'Absturz',
      message: 'TypeError',
      stack: '',
      url: 'https://example.org/x',
      userAgent: 'test',
      occurredAt: at(6).toISOString(),
    });

    const rows = await listSubmissions(db, ['contact', 'callback'], 4);
    expect(rows.map((row) => [row.type, row.id])).toEqual([
      ['contact', id(5)],
      ['callback', id(4)],
      ['contact', id(3)],
      ['callback', id(2)],
    ]);
    // The whole record, not only the list's columns: the comment is in no LeadRow.
    expect(rows[0]!.record).toMatchObject({ comment: 'Bitte zurückrufen', email: 'k5@example.org' });
    expect(rows[0]!.summary).toBe('Kontakt 5 <k5@example.org> · Firma · voice_agent · +4915100000000');

    const errors = await listSubmissions(db, ['error'], 10);
    expect(errors.map((row) => [row.type, row.id, row.summary])).toEqual([['error', id(6), 'Absturz · https://example.org/x']]);
  });
});
