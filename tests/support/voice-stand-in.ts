// Stand-ins of the voice platforms' documented APIs on loopback (docs/voice-platforms.md, /work/shared facts):
// ElevenLabs Agents, Synthflow and Vapi, each with its create-call, get-call and list-calls endpoints, its
// authentication, and its signed call events. The signing here is written from the platforms' documentation,
// apart from the site's own code, so a test that both agree on means something.
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StandInPlatform = 'elevenlabs' | 'synthflow' | 'vapi';

/**
 * How the stand-in treats the next create-call request: `answer` places the call and answers; `drop` places
 * it and closes the connection without an answer (the lost answer); `error` places it and answers 500;
 * `throttle` answers 429 with Retry-After; `refuse` answers 400; both without placing anything.
 */
type CreateMode = 'answer' | 'drop' | 'error' | 'throttle' | 'refuse';

export type CallEnd = {
  outcome: 'connected' | 'no_answer' | 'busy' | 'voicemail' | 'failed';
  durationSeconds?: number;
  summary?: string;
  transcript?: { speaker: 'agent' | 'caller'; text: string }[];
  recordingUrl?: string;
};

type ReceivedCreate = {
  at: number;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
  mode: CreateMode;
  /** The call the request placed (null for a refused or throttled one). */
  callId: string | null;
};

export type StandInOptions = {
  platform: StandInPlatform;
  apiKey: string;
  webhookSecret: string;
  agentId: string;
  phoneNumberId: string;
  port?: number;
};

type Json = Record<string, unknown>;
const record = (value: unknown): Json => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {});

/** Our callback id in a create-call request, wherever the platform carries it. */
export function callbackIdOfRequest(platform: StandInPlatform, body: Json): string | null {
  if (platform === 'elevenlabs') return (record(body.conversation_initiation_client_data).user_id as string) ?? null;
  if (platform === 'vapi') return (record(body.customer).externalId as string) ?? null;
  const variables = Array.isArray(body.custom_variables) ? body.custom_variables.map(record) : [];
  return (variables.find((entry) => entry.key === 'callback_id')?.value as string) ?? null;
}

/** The number a create-call request dials. */
export function phoneOfRequest(platform: StandInPlatform, body: Json): string | null {
  if (platform === 'elevenlabs') return (body.to_number as string) ?? null;
  if (platform === 'vapi') return (record(body.customer).number as string) ?? null;
  return (body.phone as string) ?? null;
}

const newCallId = (platform: StandInPlatform) =>
  platform === 'elevenlabs'
    ? `conv_${randomBytes(12).toString('hex')}`
    : platform === 'vapi'
      ? randomUUID()
      : `${Date.now()}x${String(randomBytes(6).readUIntBE(0, 6)).padStart(15, '0')}`;

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });

const send = (response: ServerResponse, status: number, json: unknown, headers: Record<string, string> = {}) => {
  response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(json));
};

const VAPI_ENDED_REASON: Record<CallEnd['outcome'], string> = {
  connected: 'customer-ended-call',
  no_answer: 'customer-did-not-answer',
  busy: 'customer-busy',
  voicemail: 'voicemail',
  failed: 'twilio-failed-to-connect-call',
};
const SYNTHFLOW_STATUS: Record<CallEnd['outcome'], string> = {
  connected: 'completed',
  no_answer: 'no-answer',
  busy: 'busy',
  voicemail: 'left_voicemail',
  failed: 'failed',
};

/**
 * Starts a stand-in of one platform. `creates` lists every create-call request; `modes` is consumed one per
 * create-call request (default `answer`); `delayMs` delays every answer (a slow platform). `end` finishes a
 * call as the platform would record it; `signedEvent` writes the platform's end-of-call event for it, signed;
 * `sendEvent` posts that to the site. Control endpoints under `/__stand-in/` let another process (the
 * end-to-end tests) read the requests and finish calls.
 */
export async function startVoiceStandIn(options: StandInOptions) {
  const { platform } = options;
  const creates: ReceivedCreate[] = [];
  const requests: { method: string; path: string }[] = [];
  const calls = new Map<string, Json>();
  const state = { modes: [] as CreateMode[], delayMs: 0 };

  const authorised = (headers: IncomingHttpHeaders) =>
    platform === 'elevenlabs' ? headers['xi-api-key'] === options.apiKey : headers.authorization === `Bearer ${options.apiKey}`;

  /** The platform's record of a new call, as its get-call endpoint returns it. */
  function newCall(callId: string, body: Json): Json {
    const now = new Date();
    const phone = phoneOfRequest(platform, body);
    if (platform === 'elevenlabs')
      return {
        agent_id: body.agent_id,
        conversation_id: callId,
        status: 'initiated',
        user_id: callbackIdOfRequest(platform, body),
        metadata: {
          start_time_unix_secs: Math.floor(now.getTime() / 1000),
          call_duration_secs: 0,
          phone_call: { direction: 'outbound', external_number: phone, agent_number: '+35722000000', call_sid: `CA${callId}` },
        },
        transcript: [],
        analysis: null,
        conversation_initiation_client_data: body.conversation_initiation_client_data,
        has_audio: false,
        has_user_audio: false,
        has_response_audio: false,
      };
    if (platform === 'vapi')
      return {
        id: callId,
        orgId: 'org-stand-in',
        type: 'outboundPhoneCall',
        status: 'queued',
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
        assistantId: body.assistantId,
        phoneNumberId: body.phoneNumberId,
        customer: body.customer,
        assistantOverrides: body.assistantOverrides,
        subscriptionLimits: { concurrencyBlocked: false, concurrencyLimit: 10, remainingConcurrentCalls: 9 },
      };
    return {
      call_id: callId,
      model_id: body.model_id,
      call_status: 'queue',
      phone_number_to: phone,
      lead_phone_number: phone,
      name: body.name,
      custom_variables: body.custom_variables,
      start_time: String(now.getTime()),
      duration: 0,
      transcript: '',
    };
  }

  /** Finishes a call the way the platform records it. */
  function end(callId: string, result: CallEnd): Json {
    const call = calls.get(callId);
    if (!call) throw new Error(`no call ${callId}`);
    const connected = result.outcome === 'connected';
    const seconds = connected ? (result.durationSeconds ?? 42) : 0;
    const turns = connected ? (result.transcript ?? []) : [];
    if (platform === 'elevenlabs') {
      const metadata = record(call.metadata);
      Object.assign(call, {
        status: result.outcome === 'failed' ? 'failed' : 'done',
        metadata: {
          ...metadata,
          call_duration_secs: seconds,
          accepted_time_unix_secs: connected ? metadata.start_time_unix_secs : null,
          termination_reason: connected ? 'Call ended by remote party' : `Call initiation failed: ${result.outcome.replace('_', '-')}`,
        },
        transcript: turns.map((turn, index) => ({
          role: turn.speaker === 'agent' ? 'agent' : 'user',
          message: turn.text,
          time_in_call_secs: index * 5,
        })),
        analysis: connected
          ? { call_successful: 'success', transcript_summary: result.summary ?? '', call_summary_title: 'Callback' }
          : null,
      });
    } else if (platform === 'vapi') {
      const startedAt = new Date(Date.now() - seconds * 1000);
      Object.assign(call, {
        status: 'ended',
        endedReason: VAPI_ENDED_REASON[result.outcome],
        startedAt: connected ? startedAt.toISOString() : undefined,
        endedAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
        artifact: {
          messages: turns.map((turn) => ({ role: turn.speaker === 'agent' ? 'bot' : 'user', message: turn.text, time: Date.now() })),
          transcript: turns.map((turn) => `${turn.speaker === 'agent' ? 'AI' : 'User'}: ${turn.text}`).join('\n'),
          ...(result.recordingUrl ? { recordingUrl: result.recordingUrl } : {}),
        },
        analysis: connected ? { summary: result.summary ?? '', successEvaluation: 'true' } : {},
      });
    } else {
      Object.assign(call, {
        call_status: SYNTHFLOW_STATUS[result.outcome],
        end_call_reason: connected ? 'human_goodbye' : SYNTHFLOW_STATUS[result.outcome],
        duration: seconds,
        transcript: turns.map((turn) => `${turn.speaker === 'agent' ? 'bot' : 'human'}: ${turn.text}`).join('\n'),
        ...(result.summary ? { summary: result.summary } : {}),
        ...(result.recordingUrl ? { recording_url: result.recordingUrl } : {}),
      });
    }
    return call;
  }

  /** The platform's end-of-call event for a call as it stands, with the headers that sign it. */
  function signedEvent(
    callId: string,
    {
      secret = options.webhookSecret,
      at = new Date(),
      kind = 'ended',
    }: { secret?: string; at?: Date; kind?: 'ended' | 'initiation_failure' } = {},
  ): { body: string; headers: Record<string, string> } {
    const call = calls.get(callId);
    if (!call) throw new Error(`no call ${callId}`);
    const seconds = Math.floor(at.getTime() / 1000);
    if (platform === 'elevenlabs') {
      const failureReason = String(record(call.metadata).termination_reason ?? '').replace('Call initiation failed: ', '');
      const body = JSON.stringify(
        kind === 'initiation_failure'
          ? {
              type: 'call_initiation_failure',
              event_timestamp: seconds,
              data: {
                agent_id: call.agent_id,
                conversation_id: callId,
                failure_reason: failureReason,
                metadata: { type: 'twilio', body: {} },
              },
            }
          : { type: 'post_call_transcription', event_timestamp: seconds, data: call },
      );
      const digest = createHmac('sha256', secret).update(`${seconds}.${body}`).digest('hex');
      return { body, headers: { 'content-type': 'application/json', 'ElevenLabs-Signature': `t=${seconds},v0=${digest}` } };
    }
    if (platform === 'vapi') {
      const body = JSON.stringify({
        message: {
          type: 'end-of-call-report',
          timestamp: at.getTime(),
          endedReason: call.endedReason,
          startedAt: call.startedAt,
          endedAt: call.endedAt,
          artifact: call.artifact,
          analysis: call.analysis,
          customer: call.customer,
          call: {
            id: call.id,
            orgId: call.orgId,
            type: call.type,
            status: 'ended',
            customer: call.customer,
            assistantId: call.assistantId,
          },
        },
      });
      const digest = createHmac('sha256', secret).update(`${at.getTime()}.${body}`).digest('hex');
      return { body, headers: { 'content-type': 'application/json', 'x-timestamp': String(at.getTime()), 'x-signature': digest } };
    }
    const body = JSON.stringify({
      status: call.call_status,
      error_message: call.end_call_reason,
      lead: { name: call.name, phone_number: call.phone_number_to },
      call: {
        status: call.call_status,
        end_call_reason: call.end_call_reason,
        model_id: call.model_id,
        call_id: callId,
        duration: call.duration,
        start_time: new Date(Number(call.start_time)).toISOString(),
        transcript: call.transcript,
      },
      executed_actions: {},
    });
    const digest = createHmac('sha256', secret).update(callId).digest('base64');
    return { body, headers: { 'content-type': 'application/json', 'Synthflow-Signature': digest } };
  }

  async function sendEvent(eventsUrl: string, callId: string, event = signedEvent(callId)) {
    const answer = await fetch(eventsUrl, { method: 'POST', headers: event.headers, body: event.body });
    return { status: answer.status, body: (await answer.json().catch(() => null)) as Json | null };
  }

  /** The platform's listing, filtered by its documented parameters. */
  function list(query: URLSearchParams): unknown {
    const all = [...calls.values()];
    if (platform === 'elevenlabs') {
      const after = Number(query.get('call_start_after_unix') ?? 0);
      const found = all.filter(
        (call) =>
          (!query.get('agent_id') || call.agent_id === query.get('agent_id')) &&
          (!query.get('user_id') || call.user_id === query.get('user_id')) &&
          Number(record(call.metadata).start_time_unix_secs) >= after,
      );
      return {
        conversations: found.map((call) => ({
          agent_id: call.agent_id,
          conversation_id: call.conversation_id,
          start_time_unix_secs: record(call.metadata).start_time_unix_secs,
          call_duration_secs: record(call.metadata).call_duration_secs,
          message_count: Array.isArray(call.transcript) ? call.transcript.length : 0,
          status: call.status,
          call_successful: 'unknown',
          direction: 'outbound',
        })),
        has_more: false,
        next_cursor: null,
      };
    }
    if (platform === 'vapi') {
      const since = query.get('createdAtGe');
      return all.filter(
        (call) =>
          (!query.get('assistantId') || call.assistantId === query.get('assistantId')) &&
          (!query.get('phoneNumberId') || call.phoneNumberId === query.get('phoneNumberId')) &&
          (!since || String(call.createdAt) >= since),
      );
    }
    const phone = query.get('lead_phone_number');
    const found = all.filter((call) => call.model_id === query.get('model_id') && (!phone || call.lead_phone_number === phone));
    return { status: 'ok', response: { pagination: { total_records: found.length, limit: 20, offset: 0 }, calls: found } };
  }

  async function handleControl(request: IncomingMessage, response: ServerResponse, path: string) {
    if (request.method === 'GET' && path === '/__stand-in/creates')
      return send(
        response,
        200,
        creates.map((create) => ({ ...create, callbackId: callbackIdOfRequest(platform, create.body) })),
      );
    if (request.method === 'POST' && path === '/__stand-in/modes') {
      state.modes.push(...((JSON.parse(await readBody(request)) as { modes: CreateMode[] }).modes ?? []));
      return send(response, 200, { ok: true });
    }
    const ending = /^\/__stand-in\/calls\/([^/]+)\/end$/.exec(path);
    if (request.method === 'POST' && ending) {
      const { eventsUrl, ...result } = JSON.parse(await readBody(request)) as CallEnd & { eventsUrl: string };
      end(decodeURIComponent(ending[1]!), result);
      return send(response, 200, await sendEvent(eventsUrl, decodeURIComponent(ending[1]!)));
    }
    return send(response, 404, { error: 'no such control' });
  }

  async function handleCreate(request: IncomingMessage, response: ServerResponse, path: string) {
    const body = record(JSON.parse(await readBody(request)));
    const mode = state.modes.shift() ?? 'answer';
    const places = mode === 'answer' || mode === 'drop' || mode === 'error';
    const callId = places ? newCallId(platform) : null;
    if (callId) calls.set(callId, newCall(callId, body));
    creates.push({ at: Date.now(), path, headers: request.headers, body, mode, callId });
    await new Promise((resolve) => setTimeout(resolve, state.delayMs));
    if (mode === 'drop') return request.socket.destroy();
    if (mode === 'throttle') return send(response, 429, { error: 'Too Many Requests' }, { 'retry-after': '1' });
    if (mode === 'refuse') return send(response, 400, { error: 'invalid request' });
    if (mode === 'error') return send(response, 500, { error: 'internal error' });
    const call = calls.get(callId!)!;
    if (platform === 'elevenlabs')
      return send(response, 200, { success: true, message: 'Success', conversation_id: callId, callSid: `CA${callId}` });
    if (platform === 'vapi') return send(response, 201, call);
    return send(response, 200, { status: 'success', response: { answer: 'ok', call_id: callId } });
  }

  const createPath =
    platform === 'elevenlabs' ? /^\/v1\/convai\/(twilio|sip-trunk)\/outbound-call$/ : platform === 'vapi' ? /^\/call$/ : /^\/v2\/calls$/;
  const callPath =
    platform === 'elevenlabs'
      ? /^\/v1\/convai\/conversations\/([^/]+)$/
      : platform === 'vapi'
        ? /^\/call\/([^/]+)$/
        : /^\/v2\/calls\/([^/]+)$/;
  const listPath = platform === 'elevenlabs' ? /^\/v1\/convai\/conversations$/ : platform === 'vapi' ? /^\/call$/ : /^\/v2\/calls$/;

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const path = url.pathname;
    void (async () => {
      if (path.startsWith('/__stand-in/')) return handleControl(request, response, path);
      requests.push({ method: request.method ?? 'GET', path });
      if (!authorised(request.headers)) return send(response, 401, { error: 'unauthorised' });
      if (request.method === 'POST' && createPath.test(path)) return handleCreate(request, response, path);
      if (request.method !== 'GET') return send(response, 405, { error: 'method not allowed' });
      const one = callPath.exec(path);
      if (one) {
        const call = calls.get(decodeURIComponent(one[1]!));
        await new Promise((resolve) => setTimeout(resolve, state.delayMs));
        if (!call) return send(response, 404, { error: 'not found' });
        return send(
          response,
          200,
          platform === 'synthflow'
            ? { status: 'ok', response: { pagination: { total_records: 1, limit: 20, offset: 0 }, calls: [call] } }
            : call,
        );
      }
      if (listPath.test(path)) return send(response, 200, list(url.searchParams));
      return send(response, 404, { error: 'not found' });
    })().catch((error: unknown) => send(response, 500, { error: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    platform,
    /** The API base to put in VOICE_API_URL (Synthflow's carries its version, as its documented base does). */
    url: platform === 'synthflow' ? `${origin}/v2` : origin,
    origin,
    creates,
    requests,
    calls,
    state,
    end,
    signedEvent,
    sendEvent,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type VoiceStandIn = Awaited<ReturnType<typeof startVoiceStandIn>>;
