import { describe, expect, it, vi } from 'vitest';
import { applicationSchema } from './application';
import { contactRequestSchema } from './contact';
import { describeError, errorReportSchema } from './error-report';
import { fieldErrors } from './field-errors';
import { cleanTextLossy, isCleanText, normaliseText, textField } from './text';

const NUL = '\u0000';
const LONE_SURROGATE = '\uD800';
const RIGHT_TO_LEFT_OVERRIDE = '\u202E';
const BOM = '\uFEFF';

const contact = {
  name: 'Maria Schneider',
  email: 'maria@beispiel.de',
  phone: '+49 30 1234567',
  website: '',
  company: 'Schneider GmbH',
  inquiry: 'voice_agent',
  comment: 'Bitte um Rückruf.',
  language: 'de',
};

describe('the text hygiene step', () => {
  it.each([
    ['NUL', `Ma${NUL}ria`],
    ['a lone high surrogate', `Maria ${LONE_SURROGATE}`],
    ['a lone low surrogate', `\uDC00Maria`],
    ['a right-to-left override', `Maria ${RIGHT_TO_LEFT_OVERRIDE}gpj.exe`],
    ['a first-strong isolate', `\u2068Maria`],
    ['a C1 control', `Maria\u0085`],
    ['DEL', `Maria\u007F`],
    ['a line break in a single line', 'Maria\nSchneider'],
    ['a non-character', 'Maria\uFFFF'],
  ])('rejects %s in a single-line field', (_, value) => {
    expect(isCleanText(value, 'line')).toBe(false);
    const result = contactRequestSchema.safeParse({ ...contact, name: value });
    expect(!result.success && fieldErrors(result.error)).toEqual({ name: 'invalidCharacters' });
  });

  it('keeps line breaks and tabs in a multi-line field, but not NUL or an override', () => {
    const comment = 'Erste Zeile\r\n\tzweite Zeile\u2028dritte';
    expect(contactRequestSchema.safeParse({ ...contact, comment }).data?.comment).toBe(comment);
    for (const bad of [`a${NUL}b`, `a${RIGHT_TO_LEFT_OVERRIDE}b`, `a${LONE_SURROGATE}b`, 'a\u0007b']) {
      const result = contactRequestSchema.safeParse({ ...contact, comment: bad });
      expect(!result.success && fieldErrors(result.error), JSON.stringify(bad)).toEqual({ comment: 'invalidCharacters' });
    }
  });

  it('accepts emoji (surrogate pairs), joiners and right-to-left scripts', () => {
    for (const name of ['Eva 👩‍💻 Keller', 'Νίκος Παπαδόπουλος', 'שרה כהן', 'مريم']) expect(isCleanText(name, 'line'), name).toBe(true);
  });

  it('normalises to NFC and drops byte-order marks, in every field including the e-mail', () => {
    const decomposed = 'Rene\u0301 Mu\u0308ller';
    const result = contactRequestSchema.safeParse({ ...contact, name: `${BOM}${decomposed} `, email: `${BOM}maria@beispiel.de` });
    expect(result.data?.name).toBe('René Müller');
    expect(result.data?.name).toBe('René Müller'.normalize('NFC'));
    expect(result.data?.email).toBe('maria@beispiel.de');
    expect(normaliseText(`${BOM}  a${BOM}b  `)).toBe('ab');
  });

  it('answers every field of every form with a field error, never an exception', () => {
    const application = { name: 'Jonas', email: 'j@example.org', phone: '+49 151 12345678', position: 'ai_developer', language: 'en' };
    for (const field of ['name', 'email', 'phone', 'comment'] as const) {
      const result = applicationSchema.safeParse({ ...application, [field]: `x${NUL}` });
      expect(!result.success && fieldErrors(result.error)[field], field).toBe('invalidCharacters');
    }
    const report = {
      subject: 'Crash',
      error: { message: 'm', stack: '', url: 'https://example.com/', userAgent: 'UA', timestamp: 'now' },
      language: 'el',
    };
    const hostile = { ...report, error: { ...report.error, url: `https://example.com/${NUL}` } };
    const result = errorReportSchema.safeParse(hostile);
    expect(!result.success && fieldErrors(result.error)).toEqual({ error: 'invalidCharacters' });
  });

  it('requires text where the form requires it and counts length after normalising', () => {
    const field = textField({ maxLength: 3, required: 'required' });
    expect(field.safeParse(`${BOM}  `).success).toBe(false);
    expect(field.safeParse('e\u0301e\u0301e\u0301').data).toBe('ééé');
    expect(field.safeParse('abcd').success).toBe(false);
  });

  it("the crash screen's report replaces what the schema would refuse, so the report still arrives", () => {
    expect(cleanTextLossy(`a${NUL}b${LONE_SURROGATE}c\nd`, 'line')).toBe('a\uFFFDb\uFFFDc\uFFFDd');
    expect(cleanTextLossy(`a${NUL}b\nc`, 'lines')).toBe('a\uFFFDb\nc');
    const stubWindow = { location: { href: `https://example.com/?q=${NUL}` } };
    const stubNavigator = { userAgent: `UA${RIGHT_TO_LEFT_OVERRIDE}` };
    vi.stubGlobal('window', stubWindow);
    vi.stubGlobal('navigator', stubNavigator);
    try {
      const report = describeError(new Error(`bad ${NUL} input ${LONE_SURROGATE}`), 'de');
      expect(errorReportSchema.safeParse(report).success).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
