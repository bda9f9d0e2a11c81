import { describe, expect, it } from 'vitest';
import { SECURITY_TXT_PATH, securityTxt } from './security-txt';

/** The fields RFC 9116 defines, and those that may appear only once. */
const FIELDS = ['Acknowledgments', 'Canonical', 'Contact', 'Encryption', 'Expires', 'Hiring', 'Policy', 'Preferred-Languages'];
const ONCE = ['Expires', 'Preferred-Languages'];

/** The problems a security.txt has by RFC 9116 (section 2), as a checker reads it, on `now`. */
function rfc9116Problems(text: string, now: Date, url: string): string[] {
  const problems: string[] = [];
  if (!text.endsWith('\n')) problems.push('the last line does not end');
  const fields = text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([A-Za-z-]+): (\S.*)$/.exec(line);
      if (!match) problems.push(`not a field: "${line}"`);
      return { name: match?.[1] ?? '', value: match?.[2] ?? '' };
    });
  for (const { name } of fields) if (!FIELDS.includes(name)) problems.push(`unknown field ${name}`);
  for (const name of ONCE) if (fields.filter((field) => field.name === name).length > 1) problems.push(`${name} more than once`);
  const contacts = fields.filter((field) => field.name === 'Contact');
  if (contacts.length === 0) problems.push('no Contact');
  for (const { value } of contacts)
    if (!/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+|tel:\+\S+)$/.test(value)) problems.push(`Contact ${value}`);
  const expires = fields.filter((field) => field.name === 'Expires');
  if (expires.length !== 1) problems.push('Expires must be there once');
  for (const { value } of expires) {
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(value)) problems.push(`Expires ${value} is not RFC 3339`);
    const when = new Date(value).getTime();
    if (!(when > now.getTime())) problems.push('Expires is not in the future');
    if (when - now.getTime() > 365 * 24 * 60 * 60 * 1000) problems.push('Expires is more than a year ahead');
  }
  for (const { value } of fields.filter((field) => field.name === 'Preferred-Languages'))
    if (!/^[a-z]{2,3}(-[A-Za-z0-9]+)*(, [a-z]{2,3}(-[A-Za-z0-9]+)*)*$/.test(value)) problems.push(`Preferred-Languages ${value}`);
  const canonical = fields.filter((field) => field.name === 'Canonical').map((field) => field.value);
  if (canonical.length && !canonical.includes(url)) problems.push(`Canonical does not name ${url}`);
  for (const { name, value } of fields)
    if (['Canonical', 'Policy', 'Encryption', 'Acknowledgments', 'Hiring'].includes(name) && !value.startsWith('https://'))
      problems.push(`${name} is not https`);
  return problems;
}

const facts = {
  origin: 'https://www.aitheria.example',
  contactEmail: 'security@aitheria.example',
  languages: ['en', 'de', 'el'],
  policyUrl: 'https://www.aitheria.example/en/trust-centre#schwachstellen',
};

describe('security.txt', () => {
  it('is valid by RFC 9116: a contact, an expiry ahead but within the year, the languages, its own address', () => {
    const now = new Date('2026-11-27T15:30:00Z');
    const text = securityTxt({ ...facts, now });
    expect(rfc9116Problems(text, now, `${facts.origin}${SECURITY_TXT_PATH}`)).toEqual([]);
    expect(text).toBe(
      [
        'Contact: mailto:security@aitheria.example',
        'Expires: 2027-05-26T00:00:00.000Z',
        'Preferred-Languages: en, de, el',
        'Canonical: https://www.aitheria.example/.well-known/security.txt',
        'Policy: https://www.aitheria.example/en/trust-centre#schwachstellen',
        '',
      ].join('\n'),
    );
  });

  it('never expires while it is served: written from the day it is asked for', () => {
    for (const day of ['2026-01-01T00:00:00Z', '2031-06-30T23:59:59Z']) {
      const now = new Date(day);
      expect(rfc9116Problems(securityTxt({ ...facts, now }), now, `${facts.origin}${SECURITY_TXT_PATH}`)).toEqual([]);
    }
  });

  it('the checker finds what makes a file invalid', () => {
    const now = new Date('2026-11-27T00:00:00Z');
    const url = `${facts.origin}${SECURITY_TXT_PATH}`;
    expect(rfc9116Problems('Contact: security@x.example\nExpires: 2026-01-01T00:00:00Z\n', now, url)).toEqual([
      'Contact security@x.example',
      'Expires is not in the future',
    ]);
    expect(rfc9116Problems('Expires: 2030-01-01T00:00:00Z\nCanonical: http://x.example/.well-known/security.txt', now, url)).toEqual(
      expect.arrayContaining(['no Contact', 'Expires is more than a year ahead', 'the last line does not end', 'Canonical is not https']),
    );
  });
});
