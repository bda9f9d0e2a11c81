import { z } from 'zod/mini';
import defaults from './sub-processors-defaults.json';

/** What a sub-processor does for us; each has its words in trust.subProcessors.purposes. */
const subProcessorPurposes = ['hosting', 'email', 'telephony', 'enquiryAnalysis', 'scheduling', 'languageModel', 'crm'] as const;

/**
 * Why personal data may go where a sub-processor processes it (Art. 44 ff. GDPR): processing inside the
 * EU or EEA, an adequacy decision of the European Commission, or the EU standard contractual clauses.
 */
const transferSafeguards = ['eu', 'adequacy', 'scc'] as const;

const subProcessorSchema = z.strictObject({
  name: z.string().check(z.trim(), z.minLength(2), z.maxLength(120)),
  purpose: z.enum(subProcessorPurposes),
  /** Where it processes the data, as an ISO 3166-1 country code; each language names the country itself. */
  country: z.string().check(z.regex(/^[A-Z]{2}$/, 'must be a two-letter country code such as DE')),
  safeguard: z.enum(transferSafeguards),
});

const subProcessorListSchema = z.array(subProcessorSchema).check(z.minLength(1));

export type SubProcessor = z.output<typeof subProcessorSchema>;

/**
 * A deployment's list as it sets it (COMPANY_SUB_PROCESSORS, a JSON array), checked; throws a message that
 * says what is wrong, for the start-up check (server/env.ts).
 */
export function parseSubProcessors(json: string): SubProcessor[] {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new Error('is not JSON: an array of {"name","purpose","country","safeguard"}');
  }
  const result = subProcessorListSchema.safeParse(value);
  if (!result.success)
    throw new Error(
      result.error.issues.map((issue) => `${issue.path.length ? `[${issue.path.join('.')}] ` : ''}${issue.message}`).join('; '),
    );
  return result.data;
}

/**
 * The sub-processors of this deployment, a company fact like those of lib/company.ts: the trust centre lists
 * them and the privacy page points there. Read from the server's environment when a page is rendered (the
 * trust centre is rendered per request for that); the defaults are fictitious, and a public production
 * start without its own list refuses to run (server/deployment/values.ts).
 */
export function subProcessors(): SubProcessor[] {
  const configured = process.env.COMPANY_SUB_PROCESSORS?.trim();
  return configured ? parseSubProcessors(configured) : parseSubProcessors(JSON.stringify(defaults));
}
