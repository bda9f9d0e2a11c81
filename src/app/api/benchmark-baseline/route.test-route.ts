/**
 * The yardstick of `npm run bench:contact`: a bare route handler that reads a JSON body and answers,
 * served by the same server in the same run as POST /api/contact. A route of the test build only
 * (build/page-extensions.ts).
 */
export async function POST(request: Request) {
  const body = (await request.json()) as Record<string, unknown>;
  return Response.json({ ok: true, fields: Object.keys(body).length }, { status: 201 });
}
