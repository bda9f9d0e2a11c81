import { newsletterSignupSchema } from '@/lib/schemas/newsletter';
import { methodNotAllowed, submissionRoute, type AnswerShape } from '@/server/http/submission-route';
import { requestSubscription } from '@/server/newsletter/subscription';

/**
 * Every accepted sign-up answers `202 { ok: true }` and nothing else: no id, and the same answer for
 * an address that is already subscribed, so the endpoint cannot be used to test who is on the list.
 */
const sameForEveryAddress: AnswerShape = async (response) => {
  if (!response.ok) return response;
  return Response.json({ ok: true }, { status: 202, headers: { 'Cache-Control': 'no-store' } });
};

/** The newsletter sign-up (double opt-in): { email, language, consent }. */
export const POST = submissionRoute({
  kind: 'newsletter',
  endpoint: 'newsletter-subscribe',
  schema: newsletterSignupSchema,
  store: (db, data, meta, limits) => requestSubscription(db, data, meta, limits),
  shape: sameForEveryAddress,
});
export const GET = methodNotAllowed('POST');
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
