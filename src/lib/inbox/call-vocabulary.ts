/**
 * The words of a callback's call, shared by the schema, the voice platforms' adapters, the staff pages
 * and their filters (docs/voice-platforms.md).
 */

/** How the site hands a callback on: its own generic webhook, or a voice platform's outbound-call API. */
export const voicePlatforms = ['webhook', 'elevenlabs', 'synthflow', 'vapi'] as const;
export type VoicePlatformName = (typeof voicePlatforms)[number];
/** The platforms the site places calls with itself. */
export type CallPlatform = Exclude<VoicePlatformName, 'webhook'>;

/**
 * Where a call stands. `dialling`: the create-call request went out and its answer is not stored yet (sent
 * just now, or lost); `held`: whether the platform placed it cannot be decided, a person decides;
 * `placed`: the platform accepted it and its id is stored; `ringing`, `in_progress`, `ended` as the
 * platform reports them; `suppressed`: the number was on the do-not-call list when the call was due.
 */
export const callStates = ['dialling', 'held', 'placed', 'ringing', 'in_progress', 'ended', 'suppressed'] as const;
export type CallState = (typeof callStates)[number];

/** How an ended call went: the visitor was reached, or why not. */
export const callOutcomes = ['connected', 'no_answer', 'busy', 'voicemail', 'failed'] as const;
export type CallOutcome = (typeof callOutcomes)[number];

/**
 * One word for a callback's call as the inbox shows it: `waiting` before the first dial, `handed_over` once
 * the generic webhook delivered it, else the state, or the outcome once the call has ended.
 */
const callStatuses = [
  'waiting',
  'handed_over',
  'dialling',
  'held',
  'placed',
  'ringing',
  'in_progress',
  ...callOutcomes,
  'suppressed',
] as const;
export type CallStatus = (typeof callStatuses)[number];

/** What the inbox list filters callbacks by: a status, or every way of not reaching the visitor at once. */
export const callFilters = ['not_reached', ...callStatuses] as const;
export type CallFilter = (typeof callFilters)[number];

/** The statuses `not_reached` stands for. */
export const notReached: readonly CallOutcome[] = ['no_answer', 'busy', 'voicemail', 'failed'];

/** One turn of a call's transcript: who spoke (when the platform says so) and what was said. */
export type TranscriptTurn = { speaker: 'agent' | 'caller' | null; text: string };
