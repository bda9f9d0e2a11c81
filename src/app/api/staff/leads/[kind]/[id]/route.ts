import { isLeadKind } from '@/lib/enquiries/kinds';
import { isRecordId, leadStatuses, type LeadKind, type LeadStatus } from '@/lib/inbox/lead-vocabulary';
import { fieldErrors } from '@/lib/schemas/field-errors';
import { leadNoteSchema } from '@/lib/schemas/staff';
import { database } from '@/server/db';
import { addLeadNote, getLead, redialHeldCall, retryDelivery, setLeadStatus } from '@/server/inbox/lead-detail';
import { leadPath } from '@/lib/inbox/paths';
import { formLocale, seeOther, sessionOf, staffPost, staffRefusal } from '@/server/staff/request';

/**
 * One lead as JSON for the team's own tools: its record, history, deliveries and, for a callback, its call
 * (status, duration, summary, transcript). Signed-in staff only.
 */
export async function GET(request: Request, { params }: RouteContext<'/api/staff/leads/[kind]/[id]'>) {
  const { kind, id } = await params;
  if (!(await sessionOf(request))) return staffRefusal(request, 401, 'not_signed_in', 'notSignedIn');
  if (!isLeadKind(kind) || !isRecordId(id)) return staffRefusal(request, 404, 'not_found', 'leadNotFound');
  const lead = await getLead(await database(), kind as LeadKind, id);
  if (!lead) return staffRefusal(request, 404, 'not_found', 'leadNotFound');
  return Response.json({ ok: true, kind, ...lead }, { headers: { 'Cache-Control': 'no-store' } });
}

/** The detail page's forms: change the status, add a note, retry a failed delivery, dial a held call. */
export async function POST(request: Request, { params }: RouteContext<'/api/staff/leads/[kind]/[id]'>) {
  const { kind, id } = await params;
  if (!isLeadKind(kind) || !isRecordId(id)) return staffRefusal(request, 404, 'not_found', 'leadNotFound');
  const post = await staffPost(request);
  if (post instanceof Response) return post;
  const { form, session } = post;
  const locale = formLocale(form);
  const lead = kind as LeadKind;
  const page = leadPath(locale, lead, id);
  const db = await database();
  let done: boolean;
  switch (form.get('action')) {
    case 'status': {
      const status = form.get('status');
      if (!(leadStatuses as readonly string[]).includes(status ?? '')) return staffRefusal(request, 400, 'invalid_status', 'invalidStatus');
      done = await setLeadStatus(db, lead, id, status as LeadStatus, session.email);
      break;
    }
    case 'note': {
      const parsed = leadNoteSchema.safeParse({ note: form.get('note') ?? '' });
      // Back to the page with the field error; the note's text stays out of the address.
      if (!parsed.success) return seeOther(`${page}?${new URLSearchParams({ noteError: fieldErrors(parsed.error).note ?? 'invalid' })}`);
      done = await addLeadNote(db, lead, id, parsed.data.note, session.email);
      break;
    }
    case 'retry': {
      const delivery = form.get('delivery') ?? '';
      if (!isRecordId(delivery)) return staffRefusal(request, 400, 'invalid_delivery', 'invalidDelivery');
      done = await retryDelivery(db, lead, id, delivery, session.email);
      break;
    }
    case 'redial': {
      if (lead !== 'callback') return staffRefusal(request, 400, 'invalid_action', 'invalidAction');
      done = await redialHeldCall(db, id, session.email);
      break;
    }
    default:
      return staffRefusal(request, 400, 'invalid_action', 'invalidAction');
  }
  return seeOther(`${page}?${new URLSearchParams({ result: done ? 'saved' : 'unchanged' })}`);
}
