import { describe, expect, it } from 'vitest';
import { clientIp } from './client-ip';

const headers = (value?: string) => new Headers(value ? { 'x-forwarded-for': value } : {});

describe('clientIp', () => {
  it('takes the address the trusted proxy appended, not what the client claimed', () => {
    expect(clientIp(headers('6.6.6.6, 203.0.113.9'), 1)).toBe('203.0.113.9');
    expect(clientIp(headers('6.6.6.6, 203.0.113.9, 10.0.0.2'), 2)).toBe('203.0.113.9');
  });

  it('reads the single address Next.js sets from the socket', () => {
    expect(clientIp(headers('::ffff:127.0.0.1'), 1)).toBe('127.0.0.1');
  });

  it('uses the left-most entry when the chain is shorter than the proxies, and null without a header', () => {
    expect(clientIp(headers('203.0.113.9'), 3)).toBe('203.0.113.9');
    expect(clientIp(headers(), 1)).toBeNull();
  });
});
