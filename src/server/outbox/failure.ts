/**
 * A failed send that tells the outbox more than "try again after the back-off" (server/outbox/deliver.ts):
 * when to try again instead (`retryInMs`), that trying again by itself is pointless and the delivery now
 * waits for a person (`giveUp`), or that the receiver asked the whole channel to slow down (`throttleMs`:
 * a 429, a concurrency limit). A throttled attempt sent nothing, so it does not count as one; the delivery
 * is due again after the pause, and the channel pauses as a whole (server/outbox/channel-worker.ts).
 */
export class DeliveryFailure extends Error {
  constructor(
    message: string,
    readonly plan: { retryInMs?: number; giveUp?: boolean; throttleMs?: number },
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'DeliveryFailure';
  }
}
