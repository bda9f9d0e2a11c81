import { describe, expect, it } from 'vitest';
import { acceptConsent, CONSENT_STORAGE_KEY, parseConsent, readConsent, rejectConsent, saveConsent } from './consent';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe('cookie consent', () => {
  it('has no consent before the visitor chose', () => {
    expect(readConsent(memoryStorage())).toBeNull();
  });

  it('stores accepted, analytics, marketing and timestamp under cookieConsent', () => {
    const storage = memoryStorage();
    saveConsent(storage, acceptConsent({ analytics: true, marketing: false }, 1_700_000_000_000));
    expect(JSON.parse(storage.values.get(CONSENT_STORAGE_KEY)!)).toEqual({
      accepted: true,
      analytics: true,
      marketing: false,
      timestamp: 1_700_000_000_000,
    });
    expect(readConsent(storage)).toEqual({ accepted: true, analytics: true, marketing: false, timestamp: 1_700_000_000_000 });
  });

  it('rejects every optional category', () => {
    expect(rejectConsent(5)).toEqual({ accepted: false, analytics: false, marketing: false, timestamp: 5 });
  });

  it('treats malformed stored values as no consent', () => {
    expect(parseConsent('not json')).toBeNull();
    expect(parseConsent('{"accepted":"yes"}')).toBeNull();
    expect(parseConsent('null')).toBeNull();
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {},
    };
    expect(readConsent(throwing)).toBeNull();
  });
});
