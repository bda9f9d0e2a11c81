import { z } from 'zod/mini';
import { CHAT_MESSAGE_MAX_LENGTH } from './chat';
import { languageField } from './fields';
import { textField } from './text';

/** POST /api/voice/tools/search: what a caller asked the voice agent, and the call's language. */
export const voiceToolSearchSchema = z.strictObject({
  query: textField({ shape: 'lines', maxLength: CHAT_MESSAGE_MAX_LENGTH, required: 'required' }),
  language: languageField,
});
