import { describe, expect, it } from 'vitest';
import { SUB_PROCESSOR_PLACES } from '@/lib/sub-processors';
import { trustCentreValues } from './trust-centre-values';

const list = [
  { name: 'Hetzner Online GmbH', purpose: 'hosting', country: 'DE', safeguard: 'eu' },
  { name: 'Acme Voice Inc.', purpose: 'telephony', country: 'US', safeguard: 'scc' },
] as const;

describe("the trust centre's values of a deployment", () => {
  it('word each sub-processor in the page language and keep every other place free', async () => {
    const greek = await trustCentreValues([...list], false, 'el');
    expect(greek.subProcessors).toHaveLength(SUB_PROCESSOR_PLACES);
    expect(greek.subProcessors[1]).toEqual({
      shown: 'yes',
      name: 'Acme Voice Inc.',
      purpose: expect.stringMatching(/\p{Script=Greek}/u),
      country: 'Ηνωμένες Πολιτείες',
      safeguard: expect.stringMatching(/\p{Script=Greek}/u),
    });
    expect(greek.subProcessors.slice(2).every((place) => place.shown === 'no' && place.name === '')).toBe(true);
    expect(greek.chatModel).toBe('no');
    const english = await trustCentreValues([...list], true, 'en');
    expect(english.subProcessors[0]).toMatchObject({
      country: 'Germany',
      purpose: "The website's servers and database",
      safeguard: 'Processing in the EU or EEA',
    });
    expect(english.chatModel).toBe('yes');
  });
});
