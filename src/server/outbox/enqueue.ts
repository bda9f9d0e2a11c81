import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../db';
import { outbox, type SubmissionKind } from '../db/schema';
import type { OutboxMessage } from './types';

/** The NOTIFY channel on which an instance announces new deliveries to the others (server/outbox/runner.ts). */
export const OUTBOX_NOTIFY_CHANNEL = 'aitheria_outbox';

/**
 * Writes deliveries in the caller's transaction: they exist exactly when the submission does.
 * Deliveries due now are announced to every instance on the database when the transaction commits.
 */
export async function enqueueDeliveries(
  tx: Transaction,
  submission: { kind: SubmissionKind; id: string },
  messages: readonly OutboxMessage[],
): Promise<void> {
  if (messages.length === 0) return;
  await tx.insert(outbox).values(
    messages.map((message) => ({
      id: randomUUID(),
      channel: message.channel,
      topic: message.topic,
      submissionKind: submission.kind,
      submissionId: submission.id,
      payload: message.payload,
      ...(message.notBefore ? { nextAttemptAt: message.notBefore } : {}),
    })),
  );
  if (messages.some((message) => !message.notBefore || message.notBefore.getTime() <= Date.now()))
    await tx.execute(sql`select pg_notify(${OUTBOX_NOTIFY_CHANNEL}, '')`);
}
