import { z } from 'zod/mini';
import { UNCARRIABLE } from './carriable';
import defaults from './sub-processors-defaults.json';

/** What a sub-processor does for us; each has its words in trust.subProcessors.purposes. */
const subProcessorPurposes = ['hosting', 'email', 'telephony', 'enquiryAnalysis', 'scheduling', 'languageModel', 'crm'] as const;

/**
 * Why personal data may go where a sub-processor processes it (Art. 44 ff. GDPR): processing inside the
 * EU or EEA, an adequacy decision of the European Commission, or the EU standard contractual clauses.
 */
const transferSafeguards = ['eu', 'adequacy', 'scc'] as const;

/**
 * The trust centre is prerendered with this many places for sub-processors; a deployment fills in as many
 * as it lists and the rest stay hidden (docs/decisions/046-sub-processors-in-prerendered-places.md).
 */
export const SUB_PROCESSOR_PLACES = 20;

const subProcessorSchema = z.strictObject({
  // The prebuilt pages carry the name in HTML and JSON at once (server/deployment/values.ts).
  name: z.string().check(
    z.trim(),
    z.minLength(2),
    z.maxLength(120),
    z.refine((name) => !UNCARRIABLE.test(name), 'must not contain " < > \\ ` $ or a control character'),
  ),
  purpose: z.enum(subProcessorPurposes),
  /** Where it processes the data, as an ISO 3166-1 country code; each language names the country itself. */
  country: z.string().check(z.regex(/^[A-Z]{2}$/, 'must be a two-letter country code such as DE')),
  safeguard: z.enum(transferSafeguards),
});

const subProcessorListSchema = z
  .array(subProcessorSchema)
  .check(
    z.minLength(1),
    z.maxLength(SUB_PROCESSOR_PLACES, `lists at most ${SUB_PROCESSOR_PLACES} sub-processors, the places the trust centre is built with`),
  );

export type SubProcessor = z.output<typeof subProcessorSchema>;

/**
 * One place of the trust centre's list as a page shows it, in words of the page's language: `shown` is
 * "yes" for a listed sub-processor and "no" for a free place, whose fields are empty.
 */
export type ShownSubProcessor = { shown: string; name: string; purpose: string; country: string; safeguard: string };
/** A place no sub-processor fills: the page hides it. */
const FREE_SUB_PROCESSOR_PLACE: ShownSubProcessor = { shown: 'no', name: '', purpose: '', country: '', safeguard: '' };

/** Every place of the list, the listed sub-processors first. */
export const subProcessorPlaces = (listed: readonly ShownSubProcessor[]): ShownSubProcessor[] =>
  Array.from({ length: SUB_PROCESSOR_PLACES }, (_, place) => listed[place] ?? FREE_SUB_PROCESSOR_PLACE);

export const SHOWN_SUB_PROCESSOR_FIELDS = [
  'shown',
  'name',
  'purpose',
  'country',
  'safeguard',
] as const satisfies readonly (keyof ShownSubProcessor)[];

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
 * them and the privacy page points there. Read from the server's environment at start (the prerendered trust
 * centre has places the server fills in) and when `next dev` renders the page; the defaults are fictitious, and a public production
 * start without its own list refuses to run (server/deployment/values.ts).
 */
export function subProcessors(): SubProcessor[] {
  const configured = process.env.COMPANY_SUB_PROCESSORS?.trim();
  return configured ? parseSubProcessors(configured) : parseSubProcessors(JSON.stringify(defaults));
}
