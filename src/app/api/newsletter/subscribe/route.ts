import { endpointOf } from '@/server/enquiries/registry';
import { methodNotAllowed, submissionRoute, type AnswerShape } from '@/server/http/submission-route';

/**
 * Every accepted sign-up answers `202 { ok: true }` and nothing else: no id, and the same answer for
 * an address that is already subscribed, so the endpoint cannot be used to test who is on the list.
 */
const sameForEveryAddress: AnswerShape = async (response) => {
  if (!response.ok) return response;
  return Response.json({ ok: true }, { status: 202, headers: { 'Cache-Control': 'no-store' } });
};

/** The newsletter sign-up (double opt-in): { email, language, consent } (server/enquiries/newsletter.ts). */
export const POST = submissionRoute({ ...endpointOf('newsletter'), shape: sameForEveryAddress });
export const GET = methodNotAllowed('POST');
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
