import type { CallStatus } from './call-vocabulary';
import type { LeadKind, LeadStatus } from './lead-vocabulary';

/** One row of the inbox list, the same shape for every kind of lead. */
export type LeadRow = {
  kind: LeadKind;
  id: string;
  createdAt: Date;
  status: LeadStatus;
  language: string;
  name: string | null;
  email: string | null;
  phone: string;
  company: string | null;
  /** What it is about: the contact topic, the position, or the callback's website. */
  topic: string | null;
  suppressed: boolean;
  /** A callback's call (null for the other kinds). */
  call: CallStatus | null;
};
