import { endpointOf } from '@/server/enquiries/registry';
import { methodNotAllowed, submissionRoute } from '@/server/http/submission-route';

/** A job application; team notification and confirmation mail via the outbox (server/enquiries/application.ts). */
export const POST = submissionRoute(endpointOf('application'));
export const GET = methodNotAllowed('POST');
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
