import type { LeadStatus } from './lead-vocabulary';

/**
 * What the staff views read of one lead (server/inbox/lead-detail.ts's getLead answers with
 * more): the stored record, its history and its deliveries with every attempt.
 */
export type LeadView = {
  record: Record<string, unknown> & { id: string; status: LeadStatus; createdAt: Date };
  events: readonly {
    id: number;
    at: Date;
    actor: string;
    action: 'status' | 'note' | 'retry';
    fromStatus: LeadStatus | null;
    toStatus: LeadStatus | null;
    note: string | null;
  }[];
  deliveries: readonly {
    id: string;
    channel: 'mail' | 'webhook' | 'crm';
    topic: string;
    status: 'pending' | 'delivered' | 'failed' | 'cancelled';
    attempts: number;
    nextAttemptAt: Date;
    lastError: string | null;
    log: readonly { id: number; attemptedAt: Date; ok: boolean; error: string | null; durationMs: number }[];
  }[];
};
