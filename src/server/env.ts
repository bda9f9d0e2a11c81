import 'server-only';
import { z } from 'zod';
import { DEFAULT_CALLBACK_HOURS, parseCallbackHours } from '@/lib/callback-hours';
import { voicePlatforms, type VoicePlatformName } from '@/lib/inbox/call-vocabulary';
import { parseSubProcessors } from '@/lib/sub-processors';
import { isStandardSecret } from './webhook/standard';

const optionalUrl = (protocols: readonly string[]) =>
  z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(z.url({ protocol: new RegExp(`^(${protocols.join('|')})$`) }).optional())
    .optional();

/** A comma-separated list of http(s) addresses; empty entries dropped, each address once. */
const urlList = z
  .string()
  .optional()
  .transform((value) => [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(z.array(z.url({ protocol: /^https?$/, error: 'must be a comma-separated list of http(s) URLs' })));

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

/** The chat model is configured by these three together (the generative mode of the chat agent). */
const CHAT_LLM_SETTINGS = ['CHAT_LLM_BASE_URL', 'CHAT_LLM_MODEL', 'CHAT_LLM_API_KEY'] as const;

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** What each way of placing callbacks needs beside VOICE_PLATFORM (docs/voice-platforms.md). */
const VOICE_SETTINGS_REQUIRED: Record<VoicePlatformName, readonly string[]> = {
  webhook: ['CALLBACK_WEBHOOK_URL', 'WEBHOOK_SECRET'],
  elevenlabs: ['VOICE_API_KEY', 'VOICE_AGENT_ID', 'VOICE_PHONE_NUMBER_ID', 'VOICE_WEBHOOK_SECRET'],
  synthflow: ['VOICE_API_KEY', 'VOICE_AGENT_ID', 'VOICE_WEBHOOK_SECRET'],
  vapi: ['VOICE_API_KEY', 'VOICE_AGENT_ID', 'VOICE_PHONE_NUMBER_ID', 'VOICE_WEBHOOK_SECRET'],
};

/**
 * Every setting the server reads, parsed once at start-up (instrumentation.ts): a malformed
 * variable stops the server with a message naming it instead of failing on the first lead.
 */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    /** The site's public origin: canonical URLs, hreflang, sitemap, link previews. */
    SITE_URL: z
      .url({ protocol: /^https?$/ })
      .default('http://localhost:3000')
      .transform((value) => new URL(value).origin),
    DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
    SMTP_URL: optionalUrl(['smtp', 'smtps']),
    MAIL_FROM: z.string().trim().min(3).default('Aitheria <no-reply@example.com>'),
    LEADS_EMAIL: z.email().default('leads@example.com'),
    CALLBACK_WEBHOOK_URL: optionalUrl(['http', 'https']),
    WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    /**
     * How callbacks reach the visitor: `webhook` (the signed generic webhook to CALLBACK_WEBHOOK_URL, the default
     * when that is set), or the outbound-call API of `elevenlabs`, `synthflow` or `vapi` (docs/voice-platforms.md).
     */
    VOICE_PLATFORM: z.enum(voicePlatforms, { error: `must be one of ${voicePlatforms.join(', ')}` }).optional(),
    /** The voice platform's API key, its agent (agent, model or assistant id) and caller number (its id on the platform). */
    VOICE_API_KEY: optionalText,
    VOICE_AGENT_ID: optionalText,
    VOICE_PHONE_NUMBER_ID: optionalText,
    /** The platform's API base, e.g. an EU residency host; default the platform's documented base. */
    VOICE_API_URL: optionalUrl(['http', 'https']),
    /** The secret the platform signs its call events with (POST /api/voice/events). */
    VOICE_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    /** ElevenLabs only: the number is a Twilio number (`twilio`) or one on a SIP trunk (`sip_trunk`). */
    VOICE_TELEPHONY: z.enum(['twilio', 'sip_trunk'], { error: 'must be twilio or sip_trunk' }).default('twilio'),
    /** CRM endpoints every lead is forwarded to, once each (Standard Webhooks; docs/webhooks.md). */
    LEAD_WEBHOOK_URLS: urlList,
    /** The signing key of the lead webhooks: `whsec_` and at least 24 bytes in base64, as Standard Webhooks defines it. */
    LEAD_WEBHOOK_SECRET: z
      .string()
      .refine(isStandardSecret, 'must be a Standard Webhooks key: whsec_ followed by at least 24 bytes in base64')
      .optional(),
    /** Reverse proxies in front of the app that append to X-Forwarded-For (server/http/client-ip.ts). */
    TRUSTED_PROXIES: z.coerce.number().int().min(1).max(5).default(1),
    /** Multiplies every rate limit; a benchmark raises it, nothing else should. */
    RATE_LIMIT_SCALE: z.coerce.number().positive().default(1),
    OUTBOX_POLL_MS: positiveInt(5_000),
    OUTBOX_RETRY_BASE_MS: positiveInt(30_000),
    OUTBOX_MAX_ATTEMPTS: positiveInt(8),
    /** How long a claimed delivery is this instance's before another may take it (renewed while it runs). */
    OUTBOX_LEASE_MS: z.coerce.number().int().min(30_000).default(60_000),
    /** Deliveries of each channel one instance sends at the same time. */
    OUTBOX_MAIL_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
    OUTBOX_WEBHOOK_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(8),
    /** PostgreSQL pool of each instance (server/db/client.ts). */
    PG_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    PG_CONNECT_TIMEOUT_MS: positiveInt(5_000),
    PG_IDLE_TIMEOUT_MS: positiveInt(30_000),
    /** Longest graceful stop after SIGTERM or SIGINT before the process exits anyway (server.mjs). */
    SHUTDOWN_TIMEOUT_MS: positiveInt(25_000),
    /** Bearer token of GET /api/metrics (at least 16 characters); without it the endpoint is off. */
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    /** Bearer token the voice platform sends to POST /api/voice/tools/search (at least 16 characters); without it the endpoint is off. */
    VOICE_TOOLS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    /** When the voice agent calls back, e.g. `Mon-Fri 08:00-18:00 Europe/Nicosia` (the default) or `always`. */
    CALLBACK_HOURS: z
      .string()
      .default(DEFAULT_CALLBACK_HOURS)
      .transform((value, context) => {
        try {
          return parseCallbackHours(value || DEFAULT_CALLBACK_HOURS);
        } catch (error) {
          context.addIssue({ code: 'custom', message: (error as Error).message });
          return z.NEVER;
        }
      }),
    /** Key of the hashes that stand in for typed e-mails in the audit log and the rate limits (server/secrets.ts). */
    AUDIT_HASH_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
    /** Password hashes computed at the same time; more sign-ins wait in line (server/staff/hashing.ts). */
    SIGN_IN_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** The chat agent's optional model (server/chat/model-answer.ts): an OpenAI-compatible endpoint, all three or none. */
    CHAT_LLM_BASE_URL: optionalUrl(['http', 'https']),
    CHAT_LLM_MODEL: optionalText,
    CHAT_LLM_API_KEY: optionalText,
    /** Longest wait for the model's whole answer before the chat gives the retrieval answer instead. */
    CHAT_LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(8_000),
    /** This deployment's sub-processors, a JSON array the trust centre lists (lib/sub-processors.ts reads it as it renders). */
    COMPANY_SUB_PROCESSORS: z
      .string()
      .optional()
      .superRefine((value, context) => {
        if (!value?.trim()) return;
        try {
          parseSubProcessors(value);
        } catch (error) {
          context.addIssue({ code: 'custom', message: (error as Error).message });
        }
      }),
  })
  .refine((env) => !env.CALLBACK_WEBHOOK_URL || env.WEBHOOK_SECRET, {
    path: ['WEBHOOK_SECRET'],
    message: 'is required when CALLBACK_WEBHOOK_URL is set (webhooks are always signed)',
  })
  .transform((env) => ({ ...env, VOICE_PLATFORM: env.VOICE_PLATFORM ?? (env.CALLBACK_WEBHOOK_URL ? ('webhook' as const) : undefined) }))
  .check((context) => {
    const env = context.value;
    if (!env.VOICE_PLATFORM) return;
    for (const name of VOICE_SETTINGS_REQUIRED[env.VOICE_PLATFORM])
      if (env[name as keyof typeof env] === undefined)
        context.issues.push({
          code: 'custom',
          input: undefined,
          path: [name],
          message: `is required when VOICE_PLATFORM is ${env.VOICE_PLATFORM}`,
        });
  })
  .refine((env) => env.LEAD_WEBHOOK_URLS.length === 0 || env.LEAD_WEBHOOK_SECRET, {
    path: ['LEAD_WEBHOOK_SECRET'],
    message: 'is required when LEAD_WEBHOOK_URLS is set (webhooks are always signed)',
  })
  .refine((env) => new Set(CHAT_LLM_SETTINGS.map((name) => env[name] === undefined)).size === 1, {
    path: ['CHAT_LLM_BASE_URL'],
    message: 'CHAT_LLM_BASE_URL, CHAT_LLM_MODEL and CHAT_LLM_API_KEY are set together or not at all',
  });

export type ServerEnv = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined>): ServerEnv {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return result.data;
}

const cache = Symbol.for('aitheria.env');
type Holder = { [cache]?: ServerEnv };

/** The validated environment of this process (parsed on first use, then kept). */
export function env(): ServerEnv {
  const holder = globalThis as Holder;
  holder[cache] ??= parseEnv(process.env);
  return holder[cache];
}

/** Tests change settings between cases; the next env() call parses process.env again. */
export function resetEnvForTests(): void {
  delete (globalThis as Holder)[cache];
}
