import { afterEach, describe, expect, it } from 'vitest';
import { parseSubProcessors, SUB_PROCESSOR_PLACES, subProcessors } from './sub-processors';

afterEach(() => {
  delete process.env.COMPANY_SUB_PROCESSORS;
});

describe('the sub-processors, a company fact of each deployment', () => {
  it('are the defaults until a deployment sets its own list, read when asked for', () => {
    expect(subProcessors().map((processor) => processor.purpose)).toEqual(
      expect.arrayContaining(['hosting', 'email', 'telephony', 'enquiryAnalysis', 'scheduling']),
    );
    process.env.COMPANY_SUB_PROCESSORS = JSON.stringify([
      { name: 'Hetzner Online GmbH', purpose: 'hosting', country: 'DE', safeguard: 'eu' },
      { name: 'Acme Voice Inc.', purpose: 'telephony', country: 'US', safeguard: 'scc' },
    ]);
    expect(subProcessors()).toEqual([
      { name: 'Hetzner Online GmbH', purpose: 'hosting', country: 'DE', safeguard: 'eu' },
      { name: 'Acme Voice Inc.', purpose: 'telephony', country: 'US', safeguard: 'scc' },
    ]);
  });

  it('refuse a list that is not JSON, empty, or has an unknown purpose, country or safeguard, saying where', () => {
    expect(() => parseSubProcessors('hosting: Example')).toThrow(/is not JSON/);
    expect(() => parseSubProcessors('[]')).toThrow();
    expect(() => parseSubProcessors('[{"name":"X GmbH","purpose":"marketing","country":"DE","safeguard":"eu"}]')).toThrow(/\[0\.purpose\]/);
    expect(() => parseSubProcessors('[{"name":"X GmbH","purpose":"email","country":"Germany","safeguard":"eu"}]')).toThrow(
      /\[0\.country\] must be a two-letter country code/,
    );
    expect(() => parseSubProcessors('[{"name":"X GmbH","purpose":"email","country":"DE","safeguard":"trust us"}]')).toThrow(
      /\[0\.safeguard\]/,
    );
    expect(() => parseSubProcessors('[{"name":"X GmbH","purpose":"email","country":"DE","safeguard":"eu","url":"x"}]')).toThrow();
    // The prerendered pages carry a name in HTML and JSON, and have a fixed number of places.
    expect(() => parseSubProcessors('[{"name":"X <b>GmbH</b>","purpose":"email","country":"DE","safeguard":"eu"}]')).toThrow(/\[0\.name\]/);
    const one = { name: 'X GmbH', purpose: 'email', country: 'DE', safeguard: 'eu' };
    expect(parseSubProcessors(JSON.stringify(Array(SUB_PROCESSOR_PLACES).fill(one)))).toHaveLength(SUB_PROCESSOR_PLACES);
    expect(() => parseSubProcessors(JSON.stringify(Array(SUB_PROCESSOR_PLACES + 1).fill(one)))).toThrow(
      /places the trust centre is built with/,
    );
  });
});
