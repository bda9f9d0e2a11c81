import { isRecordId, leadKinds, leadStatuses, type LeadKind, type LeadStatus } from '@/lib/inbox/lead-vocabulary';
import { database } from '@/server/db';
import { apiError } from '@/server/http/responses';
import { addLeadNote, retryDelivery, setLeadStatus } from '@/server/inbox/lead-detail';
import { leadPath } from '@/server/staff/paths';
import { formLocale, seeOther, staffPost } from '@/server/staff/request';

/** The detail page's forms: change the status, add a note, retry a failed delivery. */
export async function POST(request: Request, { params }: RouteContext<'/api/staff/leads/[kind]/[id]'>) {
  const { kind, id } = await params;
  if (!(leadKinds as readonly string[]).includes(kind) || !isRecordId(id)) return apiError(404, 'not_found', 'No such lead.');
  const post = await staffPost(request);
  if (post instanceof Response) return post;
  const { form, session } = post;
  const locale = formLocale(form);
  const lead = kind as LeadKind;
  const db = await database();
  let done: boolean;
  switch (form.get('action')) {
    case 'status': {
      const status = form.get('status');
      if (!(leadStatuses as readonly string[]).includes(status ?? '')) return apiError(400, 'invalid_status', 'Unknown status.');
      done = await setLeadStatus(db, lead, id, status as LeadStatus, session.email);
      break;
    }
    case 'note':
      done = await addLeadNote(db, lead, id, form.get('note') ?? '', session.email);
      break;
    case 'retry':
      done = await retryDelivery(db, lead, id, form.get('delivery') ?? '', session.email);
      break;
    default:
      return apiError(400, 'invalid_action', 'Unknown action.');
  }
  return seeOther(`${leadPath(locale, lead, id)}?${new URLSearchParams({ result: done ? 'saved' : 'unchanged' })}`);
}
