import { endpointOf } from '@/server/enquiries/registry';
import { methodNotAllowed, submissionRoute } from '@/server/http/submission-route';

/** The B2B contact form; team notification and confirmation mail via the outbox (server/enquiries/contact.ts). */
export const POST = submissionRoute(endpointOf('contact'));
export const GET = methodNotAllowed('POST');
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
