import { applicationSchema } from '@/lib/schemas/application';
import { methodNotAllowed, submissionRoute } from '@/server/http/submission-route';
import { storeApplication } from '@/server/submissions/kinds';

/** A job application; team notification and confirmation mail via the outbox. */
export const POST = submissionRoute({
  kind: 'application',
  endpoint: 'job-application',
  schema: applicationSchema,
  store: storeApplication,
});
export const GET = methodNotAllowed('POST');
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
