import { database } from '@/server/db';
import { audit } from '@/server/staff/audit';
import { loginPath } from '@/lib/inbox/paths';
import { clearSessionCookie, formLocale, seeOther, staffPost } from '@/server/staff/request';
import { deleteSession } from '@/server/staff/sessions';

export async function POST(request: Request) {
  const post = await staffPost(request);
  if (post instanceof Response) return post;
  const locale = formLocale(post.form);
  const db = await database();
  await deleteSession(db, post.session.tokenHash);
  await audit(db, post.session.email, 'sign_out');
  return clearSessionCookie(seeOther(loginPath(locale, { signedOut: '1' })));
}
