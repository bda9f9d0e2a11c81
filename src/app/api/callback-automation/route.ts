import { endpointOf } from '@/server/enquiries/registry';
import { methodNotAllowed, submissionRoute } from '@/server/http/submission-route';

/** A free callback; our voice agent calls within 15 minutes (server/enquiries/callback.ts). */
export const POST = submissionRoute(endpointOf('callback'));
export const GET = methodNotAllowed('POST');
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
