import 'server-only';
import type { z } from 'zod/mini';
import { fieldErrors } from '@/lib/schemas/field-errors';
import { database, type Database } from '../db';
import { env } from '../env';
import type { ServerTranslator } from '../i18n';
import { hitEndpointLimit, type RateLimitedEndpoint } from '../rate-limit';
import { clientIp } from './client-ip';
import { isPayloadProblem, type Payload, type PayloadProblem } from './read-payload';
import { apiError } from './responses';
import { invalidPayload, rateLimited } from './submission-route';

type Admitted<Data> = { ok: true; db: Database; data: Data } | { ok: false; response: Response };

/**
 * A JSON endpoint's request that stores nothing of its own (the chat, the voice tool): read as JSON, counted against
 * the address's limit and validated; or the 4xx answer in the request's language (`t`).
 */
export async function admitJsonRequest<Schema extends z.ZodMiniType>(
  request: Request,
  payload: Payload | PayloadProblem,
  t: ServerTranslator,
  endpoint: RateLimitedEndpoint,
  schema: Schema,
): Promise<Admitted<z.output<Schema>>> {
  if (isPayloadProblem(payload)) {
    const key = payload.status === 413 ? 'api.payloadTooLarge' : payload.status === 415 ? 'api.unsupportedMediaType' : 'api.invalidJson';
    return { ok: false, response: apiError(payload.status, payload.code, t(key)) };
  }
  if (payload.via !== 'json') return { ok: false, response: apiError(415, 'unsupported_media_type', t('api.unsupportedMediaType')) };
  const db = await database();
  const limit = await hitEndpointLimit(db, endpoint, clientIp(request.headers, env().TRUSTED_PROXIES), env().RATE_LIMIT_SCALE);
  if (!limit.allowed) return { ok: false, response: rateLimited(t, limit.retryAfterSeconds) };
  const parsed = schema.safeParse(payload.data);
  if (!parsed.success) return { ok: false, response: invalidPayload(t, fieldErrors(parsed.error)) };
  return { ok: true, db, data: parsed.data };
}
