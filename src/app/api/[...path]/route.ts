import { apiError } from '@/server/http/responses';
import { requestLanguage, serverTranslator } from '@/server/i18n';

// Answered per request, never prerendered.
export const dynamic = 'force-dynamic';

/**
 * Any address under /api that no endpoint serves: a JSON 404 in the caller's language, the error shape
 * every endpoint answers with, instead of the site's HTML page for unknown addresses.
 */
async function notFound(request: Request) {
  const t = await serverTranslator(requestLanguage(request));
  return apiError(404, 'not_found', t('api.notFound'));
}

export const GET = notFound;
export const HEAD = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
export const OPTIONS = notFound;
