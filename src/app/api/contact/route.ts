import { contactRequestSchema } from '@/lib/schemas/contact';
import { methodNotAllowed, submissionRoute } from '@/server/http/submission-route';
import { storeContact } from '@/server/submissions/kinds';

/** The B2B contact form; team notification and confirmation mail via the outbox. */
export const POST = submissionRoute({ kind: 'contact', endpoint: 'contact', schema: contactRequestSchema, store: storeContact });
export const GET = methodNotAllowed('POST');
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
