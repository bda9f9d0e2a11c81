import { database } from '@/server/db';
import { eraseSubject, parseSubject } from '@/server/privacy/data-subject';
import { inboxPath } from '@/lib/inbox/paths';
import { formLocale, seeOther, staffPost } from '@/server/staff/request';

/** Erasure (GDPR Art. 17); the form's confirmation box must be ticked, so a slip of the mouse erases nothing. */
export async function POST(request: Request) {
  const post = await staffPost(request);
  if (post instanceof Response) return post;
  const { form, session } = post;
  const locale = formLocale(form);
  const page = inboxPath(locale, '/privacy');
  const subject = parseSubject({ email: form.get('email'), phone: form.get('phone') });
  if (!subject) return seeOther(`${page}?${new URLSearchParams({ error: 'invalid' })}`);
  if (form.get('confirm') !== 'on') return seeOther(`${page}?${new URLSearchParams({ error: 'confirm' })}`);
  const counts = await eraseSubject(await database(), subject, session.email);
  const erased = Object.entries(counts)
    .filter(([table]) => table !== 'doNotCall')
    .reduce((sum, [, count]) => sum + count, 0);
  return seeOther(`${page}?${new URLSearchParams({ erased: String(erased) })}`);
}
