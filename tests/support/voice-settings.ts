// The settings that point the site at a voice platform stand-in (tests/support/voice-stand-in.ts), for the
// process's environment (route handlers read env()) or for building the platform directly.
import type { StandInPlatform } from './voice-stand-in';

export const STAND_IN_SECRETS = {
  apiKey: 'stand-in-api-key-0123456789',
  webhookSecret: 'stand-in-webhook-secret-0123456789',
  agentId: 'agent-stand-in',
  phoneNumberId: 'phone-number-stand-in',
} as const;

/** The environment variables of a deployment that places its calls through the stand-in at `url`. */
export function voicePlatformEnv(platform: StandInPlatform, url: string): Record<string, string> {
  return {
    VOICE_PLATFORM: platform,
    VOICE_API_URL: url,
    VOICE_API_KEY: STAND_IN_SECRETS.apiKey,
    VOICE_AGENT_ID: STAND_IN_SECRETS.agentId,
    VOICE_PHONE_NUMBER_ID: STAND_IN_SECRETS.phoneNumberId,
    VOICE_WEBHOOK_SECRET: STAND_IN_SECRETS.webhookSecret,
  };
}
