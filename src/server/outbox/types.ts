import type { Channel } from './leases';

/**
 * A delivery as a submission stores it (server/outbox/enqueue.ts): which channel sends it and what it
 * carries, as that channel defines it. `notBefore` holds it until then (a callback outside
 * CALLBACK_HOURS). A `confirmation` to the sender is stored only while that address may receive one;
 * `ifConfirmationWithheld` is the payload to store instead when it may not (the team notification that
 * says so).
 */
export type OutboxMessage<Payload = unknown> = {
  channel: Channel;
  topic: string;
  payload: Payload;
  notBefore?: Date;
  confirmation?: boolean;
  ifConfirmationWithheld?: Payload;
};
