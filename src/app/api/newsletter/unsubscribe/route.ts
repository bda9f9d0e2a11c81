import { unsubscribeSchema } from '@/lib/schemas/unsubscribe';
import { methodNotAllowed, submissionRoute, type AnswerShape } from '@/server/http/submission-route';
import { enforceLimits } from '@/server/submissions/store';
import { unsubscribe } from '@/server/submissions/unsubscribe';

/** This endpoint's own answer: { success: boolean, error?: string }, 200 on success, the error status otherwise. */
const successShape: AnswerShape = async (response) => {
  const body = (await response.json()) as { ok: boolean; error?: { message: string } };
  return Response.json(body.ok ? { success: true } : { success: false, error: body.error?.message }, {
    status: body.ok ? 200 : response.status,
    headers: response.headers,
  });
};

/** The newsletter unsubscribe. */
export const POST = submissionRoute({
  kind: 'unsubscribe',
  endpoint: 'newsletter-unsubscribe',
  schema: unsubscribeSchema,
  store: async (db, data, meta, limits) => {
    await enforceLimits(db, limits);
    return { ...(await unsubscribe(db, data.email, meta)), created: true };
  },
  shape: successShape,
});
export const GET = methodNotAllowed('POST', successShape);
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
