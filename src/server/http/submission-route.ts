import 'server-only';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod/mini';
import type { Locale } from '@/i18n/locales';
import type { SubmissionOutcome } from '@/lib/forms';
import { fieldErrors } from '@/lib/schemas/field-errors';
import { database, type Database } from '../db';
import type { SubmissionKind } from '../db/schema';
import { env } from '../env';
import { dataKeys, requestLanguage, serverTranslator, type ServerTranslator } from '../i18n';
import { log } from '../log';
import { recordSubmission } from '../metrics';
import { wakeOutbox } from '../outbox/runner';
import { endpointLimit, hitEndpointLimit, limitCheck, type EndpointLimit, type LimitCheck, type RateLimit } from '../rate-limit';
import { LimitReached, type RequestMeta, type StoreResult } from '../submissions/store';
import { formResultRedirect } from './form-redirect';
import { isPayloadProblem, readPayload, type Payload } from './read-payload';
import { requestMeta } from './request-meta';
import { accepted, apiError, type FieldErrors } from './responses';

const problemMessageKeys: Record<string, 'api.unsupportedMediaType' | 'api.payloadTooLarge' | 'api.invalidJson' | 'api.unreadableBody'> = {
  unsupported_media_type: 'api.unsupportedMediaType',
  payload_too_large: 'api.payloadTooLarge',
  invalid_json: 'api.invalidJson',
  unreadable_body: 'api.unreadableBody',
};

/** Re-shapes a JSON answer for an endpoint with an answer shape of its own (the unsubscribe endpoint's { success, error? }). */
export type AnswerShape = (response: Response) => Promise<Response>;

const asIs: AnswerShape = async (response) => response;

/** 405 with the JSON error shape (Next.js would answer other methods with an empty body). */
export function methodNotAllowed(allowed: string, shape: AnswerShape = asIs) {
  return async (request: Request) => {
    const t = await serverTranslator(requestLanguage(request));
    return shape(apiError(405, 'method_not_allowed', t('api.methodNotAllowed'), { headers: { Allow: allowed } }));
  };
}

/** The answers to a rate limit: the endpoint's, or one of its own for a limit on a payload value (e.g. the phone number). */
type RateLimitMessageKey = 'api.rateLimited' | 'api.phoneRateLimited';

export function rateLimited(t: ServerTranslator, retryAfterSeconds: number, messageKey: RateLimitMessageKey = 'api.rateLimited') {
  return apiError(429, 'rate_limited', t(messageKey, { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) }), {
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });
}

type Rejection = {
  ok: false;
  response: Response;
  /** The outcome the submission metrics count (refused, rate_limited, trapped, invalid). */
  metric: 'refused' | 'rate_limited' | 'trapped' | 'invalid';
  /** How a plain form POST learns the outcome (the result page). */
  outcome: SubmissionOutcome;
  via: Payload['via'];
  locale: Locale;
  fields?: string[];
};

type Acceptance<Data> = { ok: true; db: Database; via: Payload['via']; data: Data; meta: RequestMeta; locale: Locale };

/** Reads, limits and validates a request; answers every problem itself. Shared by every POST endpoint. */
async function acceptRequest<Schema extends z.ZodMiniType>(
  request: Request,
  endpoint: EndpointLimit,
  schema: Schema,
): Promise<Acceptance<z.output<Schema>> | Rejection> {
  const payload = await readPayload(request);
  const locale = requestLanguage(request, isPayloadProblem(payload) ? undefined : payload.data.language);
  const t = await serverTranslator(locale);
  if (isPayloadProblem(payload)) {
    const response = apiError(payload.status, payload.code, t(problemMessageKeys[payload.code] ?? 'api.invalidPayload'));
    return { ok: false, response, metric: 'refused', outcome: 'failed', via: 'json', locale };
  }
  const reject = (response: Response, outcome: SubmissionOutcome, metric: Rejection['metric'], fields?: string[]): Rejection => ({
    ok: false,
    response,
    metric,
    outcome,
    via: payload.via,
    locale,
    fields,
  });
  const meta = requestMeta(request);
  if (!meta.idempotencyKeyValid) return reject(apiError(400, 'invalid_idempotency_key', t('api.invalidPayload')), 'failed', 'refused');
  const db = await database();
  const parsed = schema.safeParse(payload.data);
  // What will not be stored still counts against the address's limit: a valid submission counts in
  // the statement that stores it (server/submissions/store.ts).
  if (payload.trapped || !parsed.success) {
    const limit = await hitEndpointLimit(db, endpoint, meta.ip, env().RATE_LIMIT_SCALE);
    if (!limit.allowed) return reject(rateLimited(t, limit.retryAfterSeconds), 'limited', 'rate_limited');
  }
  if (payload.trapped) {
    log().info({ endpoint: endpoint.endpoint }, 'honeypot filled in; answered as success, nothing stored');
    return reject(accepted(randomUUID()), 'sent', 'trapped');
  }
  if (!parsed.success) {
    const codes = fieldErrors(parsed.error);
    return reject(invalidPayload(t, codes), 'invalid', 'invalid', Object.keys(codes));
  }
  return { ok: true, db, via: payload.via, data: parsed.data, meta, locale };
}

/** The 400 answer for invalid fields: each field's code with its message in the request's language (the general one where a code has none). */
export function invalidPayload(t: ServerTranslator, codes: Record<string, string>): Response {
  const fields: FieldErrors = Object.fromEntries(
    Object.entries(codes).map(([field, code]) => [
      field,
      { code, message: dataKeys(t).has(`common.formErrors.${code}`) ? dataKeys(t)(`common.formErrors.${code}`) : t('api.invalidPayload') },
    ]),
  );
  return apiError(400, 'invalid_payload', t('api.invalidPayload'), { fields });
}

export type SubmissionRouteDefinition<Schema extends z.ZodMiniType> = {
  kind: SubmissionKind;
  /** Its per-IP limit, under the endpoint's name. */
  endpoint: EndpointLimit;
  schema: Schema;
  /** A second limit keyed by the payload (the callback's phone number). */
  payloadLimit?: { key: (data: z.output<Schema>) => string; limit: RateLimit; messageKey: RateLimitMessageKey };
  /** Stores the submission if `limits` allow it (else throws LimitReached). */
  store: (db: Database, data: z.output<Schema>, meta: RequestMeta, limits: readonly LimitCheck[]) => Promise<StoreResult>;
  /** Applied to every JSON answer (the unsubscribe endpoint answers { success, error }). */
  shape?: AnswerShape;
};

/**
 * The POST handler of a submission endpoint: JSON in, the answer shapes of docs/architecture.md
 * ("The request path of an enquiry") out;
 * a plain form POST (no JavaScript) is answered with a redirect to the localized result page.
 */
export function submissionRoute<Schema extends z.ZodMiniType>(definition: SubmissionRouteDefinition<Schema>) {
  const shape = definition.shape ?? asIs;
  return async function POST(request: Request): Promise<Response> {
    let via: Payload['via'] = 'json';
    let locale: Locale = requestLanguage(request);
    try {
      const checked = await acceptRequest(request, definition.endpoint, definition.schema);
      if (!checked.ok) {
        recordSubmission(definition.kind, checked.metric);
        if (checked.via === 'form') return formResultRedirect(request, checked.locale, definition.kind, checked.outcome, checked.fields);
        return shape(checked.response);
      }
      const { db, data, meta } = checked;
      via = checked.via;
      locale = checked.locale;
      const scale = env().RATE_LIMIT_SCALE;
      const payloadLimit = definition.payloadLimit && {
        check: limitCheck(definition.payloadLimit.key(data), definition.payloadLimit.limit, scale),
        messageKey: definition.payloadLimit.messageKey,
      };
      const limits = [endpointLimit(definition.endpoint, meta.ip, scale), ...(payloadLimit ? [payloadLimit.check] : [])];
      let stored: StoreResult;
      try {
        stored = await definition.store(db, data, meta, limits);
      } catch (error) {
        if (!(error instanceof LimitReached)) throw error;
        recordSubmission(definition.kind, 'rate_limited');
        if (via === 'form') return formResultRedirect(request, locale, definition.kind, 'limited');
        const messageKey = error.check === payloadLimit?.check ? payloadLimit.messageKey : undefined;
        return shape(rateLimited(await serverTranslator(locale), error.retryAfterSeconds, messageKey));
      }
      if (stored.created) wakeOutbox();
      recordSubmission(definition.kind, stored.created ? 'stored' : 'replayed');
      log().info({ kind: definition.kind, id: stored.id, created: stored.created }, 'submission stored');
      if (via === 'form') return formResultRedirect(request, locale, definition.kind, 'sent', [], stored.answer);
      return shape(accepted(stored.id, stored.created, stored.answer));
    } catch (error) {
      log().error({ err: error, op: `store ${definition.kind}` }, 'submission could not be stored');
      recordSubmission(definition.kind, 'failed');
      if (via === 'form') return formResultRedirect(request, locale, definition.kind, 'failed');
      const t = await serverTranslator(locale);
      return shape(apiError(503, 'unavailable', t('api.unavailable'), { headers: { 'Retry-After': '30' } }));
    }
  };
}
