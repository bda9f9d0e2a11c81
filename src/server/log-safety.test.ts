import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contactRoute from '@/app/api/contact/route';
import { withTestDatabase } from '../../tests/support/database';
import { jsonRequest } from '../../tests/support/requests';
import { captureLogForTests } from './log';
import { describeFailure, safeError, scrubPersonalData } from './log-safety';

const handle = withTestDatabase();

describe('logs without personal data', () => {
  const lines: string[] = [];
  let stop: () => void;
  beforeAll(async () => {
    // Every insert into the table fails, as a full disk or a broken migration would make it.
    await handle.db.execute(sql`alter table contact_enquiries add constraint refuse_all_for_test check (false) not valid`);
    stop = captureLogForTests((line) => lines.push(line));
  });
  afterAll(() => stop());

  it('logs a failed insert with its code and operation, not the values of the row', async () => {
    const unique = `leak-check-${Date.now()}`;
    const response = await contactRoute.POST(
      jsonRequest('/api/contact', {
        name: `Name ${unique}`,
        email: `${unique}@example.org`,
        phone: '+49 30 98765432',
        website: '',
        company: `Firma ${unique}`,
        inquiry: 'other',
        comment: `Kommentar ${unique}`,
        language: 'de',
      }),
    );
    expect(response.status).toBe(503);
    const output = lines.join('\n');
    expect(output).toContain('submission could not be stored');
    expect(output).toContain('"op":"store contact"');
    expect(output).toContain('"code":"23514"');
    expect(output).toContain('refuse_all_for_test');
    expect(output).not.toContain(unique);
    expect(output).not.toContain('4930987654');
    expect(output).not.toContain('98765432');
  });
});

describe('the error description', () => {
  it('keeps a query error’s cause and schema names, never its statement or parameters', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "staff_users_email_unique"'), {
      code: '23505',
      detail: 'Key (email)=(eva@example.org) already exists.',
      table: 'staff_users',
      constraint: 'staff_users_email_unique',
    });
    const error = Object.assign(new Error('Failed query: insert into "staff_users" ("email") values ($1)\nparams: eva@example.org'), {
      name: 'DrizzleQueryError',
      query: 'insert into "staff_users" ("email") values ($1)',
      params: ['eva@example.org'],
      cause,
    });
    const safe = JSON.stringify(safeError(error));
    expect(safe).not.toContain('eva@example.org');
    expect(safe).not.toContain('insert into');
    expect(safeError(error)).toMatchObject({ type: 'DrizzleQueryError', code: '23505', cause: { code: '23505' } });
    expect(safe).toContain('constraint=staff_users_email_unique');
  });

  it('removes addresses and numbers a mail server or a library quotes', () => {
    const smtp = Object.assign(
      new Error("Can't send mail - all recipients were rejected: 550 5.1.1 <eva@example.org>: Recipient address rejected"),
      {
        code: 'EENVELOPE',
      },
    );
    expect(describeFailure(smtp)).toBe(
      "EENVELOPE: Can't send mail - all recipients were rejected: 550 5.1.1 <[email]>: Recipient address rejected",
    );
    expect(scrubPersonalData('call +49 30 1234567 or 004930123456, port 5432')).toBe('call [number] or [number], port 5432');
    expect(describeFailure('plain string eva@example.org')).toBe('plain string [email]');
  });
});
