import { describe, expect, it } from 'vitest';
import { greekKey, greeklishKey } from './greeklish';

describe('Greeklish', () => {
  it.each([
    ['κοστιζει', 'kostizei'],
    ['τηλεφωνο', 'tilefono'],
    ['επικοινωνιασ', 'epikoinonias'],
    ['μπορω', 'mporo'],
    ['θελω', 'thelw'],
    ['ελληνικα', 'ellinika'],
    ['συνδεεται', 'syndeetai'],
    ['δουλεια', 'douleia'],
    ['αιτηση', 'aitisi'],
    ['καλημερα', 'kalhmera'],
    ['ευχαριστω', 'eyxaristw'],
    ['ξερω', 'ksero'],
    ['ψαχνω', 'psaxnw'],
  ])('hears %s in %s', (greek, latin) => {
    expect(greeklishKey(latin)).toBe(greekKey(greek));
  });

  it('keeps apart words that sound apart', () => {
    expect(greeklishKey('poso')).not.toBe(greekKey('ποτε'));
    expect(greeklishKey('timi')).not.toBe(greekKey('τομη'));
  });

  it('has no key for a word in other letters', () => {
    expect(greekKey('shop')).toBeNull();
    expect(greeklishKey('τιμη')).toBeNull();
  });
});
