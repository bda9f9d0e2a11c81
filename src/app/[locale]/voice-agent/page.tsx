// Alias: /voice-agent is the same screen as /services/voiceagent, which it names as canonical.
export { default, generateMetadata } from '../services/voiceagent/page';
