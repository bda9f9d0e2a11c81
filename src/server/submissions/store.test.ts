import { describe, expect, it } from 'vitest';
import { contactEnquiries } from '../db/schema';
import { admissionStatement } from '../outbox/enqueue';
import { limitCheck } from '../rate-limit';
import { insertWhenAdmitted } from './store';

const enquiry = (n: number, website: string | null | undefined) => ({
  id: crypto.randomUUID(),
  createdAt: new Date(Date.UTC(2026, 10, 27, 9, n)),
  idempotencyKey: `key-${n}-abcdef`,
  name: `Maria Muster ${n}`,
  email: `maria${n}@example.com`,
  phone: `+4930123456${n}`,
  website,
  company: `Muster ${n} GmbH`,
  inquiry: 'automation',
  comment: `Enquiry ${n}`,
  ip: `203.0.113.${n}`,
  userAgent: null,
});

const admission = (n: number, website: string | null | undefined) => {
  const row = enquiry(n, website);
  return {
    row,
    statement: admissionStatement({
      insertSubmission: insertWhenAdmitted(contactEnquiries, row),
      kind: 'contact',
      messages: [
        {
          channel: 'mail',
          topic: 'contact.team-notification',
          payload: { mail: 'team-notification', confirmation: 'sent' },
          ifConfirmationWithheld: { mail: 'team-notification', confirmation: 'withheld' },
        },
        { channel: 'mail', topic: 'contact.confirmation', payload: { mail: 'confirmation' }, confirmation: true },
      ],
      limits: [limitCheck(`contact:${row.ip}`, { limit: 10, windowMs: 600_000 }, 1, row.createdAt.getTime())],
      confirmations: limitCheck(`confirmation:${n}`, { limit: 3, windowMs: 86_400_000 }, 1, row.createdAt.getTime() + n * 86_400_000),
    }),
  };
};

describe('the admission statement of a submission', () => {
  it('has one text for submissions of one shape, so that PostgreSQL prepares it once', () => {
    const first = admission(1, 'example.org');
    const second = admission(2, 'example.com');
    expect(second.statement.sql).toBe(first.statement.sql);
    expect(second.statement.params).not.toEqual(first.statement.params);
  });

  it('passes every value as a parameter, never in its text, each number standing for one of them', () => {
    const { row, statement } = admission(3, null);
    for (const value of [row.name, row.email, row.phone, row.company, row.comment, row.ip, row.id, row.idempotencyKey])
      expect(statement.sql).not.toContain(value);
    expect(statement.params).toEqual(expect.arrayContaining([row.name, row.email, row.phone, row.id, null]));
    const numbers = new Set([...statement.sql.matchAll(/\$(\d+)/g)].map((match) => Number(match[1])));
    expect([...numbers].sort((a, b) => a - b)).toEqual(statement.params.map((_, index) => index + 1));
  });

  it('has a text of its own for each set of columns given: an absent website is left out, a null one is stored as null', () => {
    expect(admission(4, undefined).statement.sql).not.toBe(admission(5, null).statement.sql);
    expect(admission(5, null).statement.sql).toBe(admission(6, 'example.net').statement.sql);
  });
});
