import { database } from '@/server/db';
import { exportSubject, parseSubject } from '@/server/privacy/data-subject';
import { staffPost, staffRefusal } from '@/server/staff/request';

/** Access request (GDPR Art. 15, 20): everything stored about an e-mail address or phone number, as a JSON download. */
export async function POST(request: Request) {
  const post = await staffPost(request);
  if (post instanceof Response) return post;
  const subject = parseSubject({ email: post.form.get('email'), phone: post.form.get('phone') });
  if (!subject) return staffRefusal(request, 400, 'invalid_subject', 'invalidSubject');
  const data = await exportSubject(await database(), subject, post.session.email);
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="data-subject-${data.exportedAt.slice(0, 10)}.json"`,
      'Cache-Control': 'no-store',
    },
  });
}
