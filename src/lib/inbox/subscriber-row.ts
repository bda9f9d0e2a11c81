import type { SubscriberState } from './subscriber-filter';

/** One address of the newsletter list with its state and consent record. */
export type SubscriberRow = {
  id: string;
  email: string;
  language: string | null;
  state: SubscriberState;
  createdAt: Date;
  subscribedAt: Date | null;
  unsubscribedAt: Date | null;
  consentVersion: string | null;
  consentLanguage: string | null;
  consentGivenAt: Date | null;
};
