import { describe, expect, it } from 'vitest';
import { quoteIdentifier, StatementParameters } from './statement-text';

describe('StatementParameters', () => {
  it('numbers the values in the order they are added, each with its cast', () => {
    const params = new StatementParameters();
    const text = `select ${params.add('a')}, ${params.add(2, 'int')}, ${params.add(null, 'jsonb')}`;
    expect(text).toBe('select $1, $2::int, $3::jsonb');
    expect(params.values).toEqual(['a', 2, null]);
  });
});

describe('quoteIdentifier', () => {
  it('quotes a name and doubles the quotes inside it', () => {
    expect(quoteIdentifier('contact_enquiries')).toBe('"contact_enquiries"');
    expect(quoteIdentifier('a"b')).toBe('"a""b"');
  });
});
