import 'server-only';
import type { ServerEnv } from '../../env';
import { ELEVENLABS_API, elevenLabsPlatform } from './elevenlabs';
import { SYNTHFLOW_API, synthflowPlatform } from './synthflow';
import type { VoicePlatform } from './types';
import { VAPI_API, vapiPlatform } from './vapi';

/**
 * The voice platform this deployment places its calls with (VOICE_PLATFORM), from the settings validated at
 * start (server/env.ts names a missing one); null for the generic webhook or none.
 */
export function configuredPlatform(settings: ServerEnv): VoicePlatform | null {
  const platform = settings.VOICE_PLATFORM;
  if (!platform || platform === 'webhook') return null;
  const common = { apiKey: settings.VOICE_API_KEY!, webhookSecret: settings.VOICE_WEBHOOK_SECRET! };
  switch (platform) {
    case 'elevenlabs':
      return elevenLabsPlatform({
        ...common,
        apiUrl: settings.VOICE_API_URL ?? ELEVENLABS_API,
        agentId: settings.VOICE_AGENT_ID!,
        phoneNumberId: settings.VOICE_PHONE_NUMBER_ID!,
        telephony: settings.VOICE_TELEPHONY,
      });
    case 'synthflow':
      return synthflowPlatform({
        ...common,
        apiUrl: settings.VOICE_API_URL ?? SYNTHFLOW_API,
        modelId: settings.VOICE_AGENT_ID!,
        fromNumber: settings.VOICE_PHONE_NUMBER_ID ?? null,
      });
    case 'vapi':
      return vapiPlatform({
        ...common,
        apiUrl: settings.VOICE_API_URL ?? VAPI_API,
        assistantId: settings.VOICE_AGENT_ID!,
        phoneNumberId: settings.VOICE_PHONE_NUMBER_ID!,
      });
  }
}
