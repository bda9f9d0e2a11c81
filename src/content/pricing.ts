import type { IconName } from '@/lib/icon-names';
import { PRICES_FROM } from './figures';

type PlanKey = keyof typeof PRICES_FROM;

/**
 * /preise: the three plans with their prices from (content/figures.ts), the service page each one
 * leads to, and the terms it repeats, each linked to the section of the terms that states it.
 * Every word is in messages/<locale>/pricing.json.
 */
export const pricingPage = {
  path: '/preise',
  namespace: 'pricing',
  plans: [
    { key: 'voice', icon: 'phone', price: PRICES_FROM.voice, href: '/services/voiceagent' },
    { key: 'chat', icon: 'messages', price: PRICES_FROM.chat, href: '/services/chatagent' },
    { key: 'enterprise', icon: 'workflow', price: PRICES_FROM.enterprise, href: '/services/automation' },
  ],
  /** The terms the page repeats, each with the section of /agb that states it. */
  terms: [
    { key: 'minimumTerm', icon: 'calendarClock', section: 'laufzeit-kuendigung' },
    { key: 'vat', icon: 'receipt', section: 'preise-zahlung' },
    { key: 'payment', icon: 'wallet', section: 'preise-zahlung' },
    { key: 'offer', icon: 'fileCheck', section: 'vertragsschluss' },
    { key: 'customers', icon: 'briefcase', section: 'geltungsbereich' },
  ],
  faq: ['setupFee', 'monthlyPrice', 'comparison', 'term', 'vat', 'tryFirst'],
} as const satisfies {
  path: string;
  namespace: string;
  plans: readonly { key: PlanKey; icon: IconName; price: number; href: string }[];
  terms: readonly { key: string; icon: IconName; section: string }[];
  faq: readonly string[];
};
