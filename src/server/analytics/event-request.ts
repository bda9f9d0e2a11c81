import 'server-only';
import { analyticsEventSchema, type AnalyticsEvent } from '@/lib/schemas/analytics-event';
import { BodyTooLarge, readBodyText } from '../http/read-payload';
import { isComplete } from './record';

/** An event is a few hundred bytes; anything near this is not one of ours. */
const MAX_EVENT_BYTES = 2_048;

export type EventProblem = { status: 400 | 413 | 415; code: string; messageKey: string };

/**
 * The event of a beacon request: JSON sent as text/plain (what `navigator.sendBeacon` sends for a
 * string) or as application/json. Anything else is a problem with its message key, never a throw.
 */
export async function readEvent(request: Request): Promise<AnalyticsEvent | EventProblem> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'text/plain' && type !== 'application/json')
    return { status: 415, code: 'unsupported_media_type', messageKey: 'api.events.unsupportedMediaType' };
  let text: string;
  try {
    text = await readBodyText(request, MAX_EVENT_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLarge) return { status: 413, code: 'payload_too_large', messageKey: 'api.payloadTooLarge' };
    return { status: 400, code: 'unreadable_body', messageKey: 'api.unreadableBody' };
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { status: 400, code: 'invalid_json', messageKey: 'api.invalidJson' };
  }
  const parsed = analyticsEventSchema.safeParse(data);
  if (!parsed.success || !isComplete(parsed.data)) return { status: 400, code: 'invalid_event', messageKey: 'api.events.invalidEvent' };
  return parsed.data;
}

export const isEventProblem = (value: AnalyticsEvent | EventProblem): value is EventProblem => 'status' in value && 'messageKey' in value;
