import { describe, expect, it } from 'vitest';
import { analyticsEventSchema } from '@/lib/schemas/analytics-event';
import { deviceClass, REFERRER_HOST, scrollDepth, viewportBucket } from './vocabulary';

describe('what the beacon reports', () => {
  it('buckets the screen so that no exact size is kept', () => {
    expect([320, 390, 800, 1280, 1920].map(viewportBucket)).toEqual(['<360', '360-767', '768-1023', '1024-1439', '1440+']);
    expect(deviceClass(390, true)).toBe('mobile');
    expect(deviceClass(1180, true)).toBe('tablet');
    expect(deviceClass(1180, false)).toBe('desktop');
  });

  it('reports the quarter of the story reached, nothing before the first', () => {
    expect(scrollDepth(0, 9)).toBeNull();
    expect(scrollDepth(2, 9)).toBeNull();
    expect(scrollDepth(3, 9)).toBe('25');
    expect(scrollDepth(5, 9)).toBe('50');
    expect(scrollDepth(9, 9)).toBe('100');
    expect(scrollDepth(12, 9)).toBe('100');
  });

  it('keeps a referrer as a host name only', () => {
    expect(REFERRER_HOST.test('www.google.com')).toBe(true);
    expect(REFERRER_HOST.test('xn--mnchen-3ya.de')).toBe(true);
    for (const refused of ['[::1]', 'example.com/path', 'Example.com', 'a b.de', ''])
      expect(REFERRER_HOST.test(refused), refused).toBe(false);
  });

  it('accepts only the event types and fields it knows, and no typed values', () => {
    expect(analyticsEventSchema.safeParse({ type: 'pageview', path: '/en/contact', device: 'mobile', viewport: '<360' }).success).toBe(
      true,
    );
    expect(analyticsEventSchema.safeParse({ type: 'pageview', path: '/', email: 'a@b.de' }).success).toBe(false);
    expect(analyticsEventSchema.safeParse({ type: 'form_rejected', path: '/', form: 'contact', field: 'a@b.de' }).success).toBe(false);
    expect(analyticsEventSchema.safeParse({ type: 'cta_click', path: '/', cta: 'x'.repeat(41) }).success).toBe(false);
    expect(analyticsEventSchema.safeParse({ type: 'pageview', path: 'https://evil.example/' }).success).toBe(false);
  });
});
