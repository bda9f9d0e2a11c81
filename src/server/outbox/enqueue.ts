import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Transaction } from '../db';
import { outbox, type SubmissionKind } from '../db/schema';
import type { OutboxMessage } from './types';

/** Writes deliveries in the caller's transaction: they exist exactly when the submission does. */
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
}
