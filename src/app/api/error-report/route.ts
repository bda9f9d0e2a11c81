import { endpointOf } from '@/server/enquiries/registry';
import { methodNotAllowed, submissionRoute } from '@/server/http/submission-route';

/** The crash screen's error report; a team notification via the outbox (server/enquiries/error-report.ts). */
export const POST = submissionRoute(endpointOf('error'));
export const GET = methodNotAllowed('POST');
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
