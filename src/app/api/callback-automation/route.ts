import { callbackRequestSchema } from '@/lib/schemas/callback';
import { methodNotAllowed, submissionRoute } from '@/server/http/submission-route';
import { callbackPhoneRateLimit } from '@/server/rate-limit';
import { storeCallback } from '@/server/submissions/kinds';

/** A free callback; our voice agent calls within 15 minutes (outbox webhook). */
export const POST = submissionRoute({
  kind: 'callback',
  endpoint: 'callback-automation',
  schema: callbackRequestSchema,
  payloadLimit: { key: (data) => `callback-phone:${data.phone}`, limit: callbackPhoneRateLimit, messageKey: 'api.phoneRateLimited' },
  store: storeCallback,
});
export const GET = methodNotAllowed('POST');
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
