import 'server-only';

export type FieldErrors = Record<string, { code: string; message: string }>;

const noStore = { 'Cache-Control': 'no-store' };

/**
 * The success shape (docs/architecture.md, "The request path of an enquiry"): { ok: true, id }.
 * 201 for a new record, 200 for a replayed one.
 */
export function accepted(id: string, created = true, extra: Record<string, string> = {}): Response {
  return Response.json({ ok: true, id, ...extra }, { status: created ? 201 : 200, headers: noStore });
}

/** The error shape: { ok: false, error: { code, message, fields? } }, never HTML. */
export function apiError(
  status: number,
  code: string,
  message: string,
  options: { fields?: FieldErrors; headers?: Record<string, string> } = {},
): Response {
  const error = options.fields ? { code, message, fields: options.fields } : { code, message };
  return Response.json({ ok: false, error }, { status, headers: { ...noStore, ...options.headers } });
}
