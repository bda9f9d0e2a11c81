import { errorReportSchema } from '@/lib/schemas/error-report';
import { methodNotAllowed, submissionRoute } from '@/server/http/submission-route';
import { storeErrorReport } from '@/server/submissions/kinds';

/** The crash screen's error report; a team notification via the outbox. */
export const POST = submissionRoute({ kind: 'error', endpoint: 'error-report', schema: errorReportSchema, store: storeErrorReport });
export const GET = methodNotAllowed('POST');
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
