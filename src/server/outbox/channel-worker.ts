import 'server-only';
import type { Database } from '../db';
import { log } from '../log';
import type { OutboxChannel } from './channel';
import { attemptDelivery, type Attempt, type AttemptResult, type DeliverySettings } from './deliver';
import { claimDue, type Channel } from './leases';

/** Failures in a row after which a channel pauses as a whole… */
export const FAILURES_TO_PAUSE = 5;
/** …first for this long, doubling while its probes keep failing, up to the longest pause. */
const FIRST_PAUSE_MS = 5_000;
const LONGEST_PAUSE_MS = 5 * 60_000;

export type ChannelWorkerOptions = DeliverySettings & {
  onResult?: (channel: Channel, result: AttemptResult) => void;
};

/**
 * Delivers one channel of the outbox (docs/decisions/019-outbox-leases.md): keeps up to
 * `concurrency` deliveries in flight, claiming more as each ends, so one channel never waits for
 * the other. When the channel keeps failing (the SMTP server refuses every connection), it pauses
 * as a whole and then sends one delivery as a probe, instead of failing every waiting delivery in turn.
 */
export class ChannelWorker {
  private readonly inFlight = new Set<Promise<void>>();
  private pumping = false;
  private pumpAgain = false;
  private stopped = false;
  private failuresInARow = 0;
  private pauseMs = 0;
  private pausedUntil = 0;
  private resumeTimer: NodeJS.Timeout | undefined;

  readonly channel: Channel;

  constructor(
    private readonly way: OutboxChannel,
    private readonly database: () => Promise<Database>,
    private readonly options: ChannelWorkerOptions,
  ) {
    this.channel = way.name;
  }

  /** Whether the channel is paused after repeated failures. */
  get paused(): boolean {
    return Date.now() < this.pausedUntil || (this.pauseMs > 0 && this.inFlight.size > 0);
  }

  /** How many deliveries may start now: none while paused, one probe after a pause, else the free slots. */
  private freeSlots(): number {
    if (this.stopped) return 0;
    if (this.pauseMs > 0) return Date.now() >= this.pausedUntil && this.inFlight.size === 0 ? 1 : 0;
    return this.way.concurrency - this.inFlight.size;
  }

  /** Claims and starts due deliveries until the slots are full or nothing is due. */
  async pump(): Promise<void> {
    if (this.pumping) {
      this.pumpAgain = true;
      return;
    }
    this.pumping = true;
    try {
      do {
        this.pumpAgain = false;
        for (let slots = this.freeSlots(); slots > 0; slots = this.freeSlots()) {
          const db = await this.database();
          const claimed = await claimDue(db, this.channel, slots, this.options.leaseMs);
          for (const delivery of claimed) this.track(attemptDelivery(db, delivery, this.way, this.options));
          if (claimed.length < slots) break;
        }
      } while (this.pumpAgain);
    } catch (error) {
      log().error({ err: error, op: `outbox ${this.channel} claim` }, 'outbox: claiming deliveries failed');
    } finally {
      this.pumping = false;
    }
  }

  private track(attempt: Promise<Attempt>): void {
    const running = attempt
      .then(({ result, pauseMs }) => {
        if (result === 'throttled') this.pause(pauseMs ?? FIRST_PAUSE_MS, 'the receiver asks the channel to slow down');
        else this.learn(result);
        this.options.onResult?.(this.channel, result);
      })
      .catch((error: unknown) =>
        log().error({ err: error, op: `outbox ${this.channel} attempt` }, 'outbox: an attempt failed unexpectedly'),
      )
      .finally(() => {
        this.inFlight.delete(running);
        void this.pump();
      });
    this.inFlight.add(running);
  }

  /** The channel's health from each outcome: a success ends a pause, failures in a row start or lengthen one. */
  private learn(result: AttemptResult): void {
    if (result === 'delivered') {
      if (this.pauseMs > 0) log().info({ channel: this.channel }, 'outbox: the channel works again; pause over');
      this.failuresInARow = 0;
      this.pauseMs = 0;
      return;
    }
    if (result !== 'failed') return;
    this.failuresInARow += 1;
    if (this.pauseMs === 0 && this.failuresInARow < FAILURES_TO_PAUSE) return;
    this.pause(this.pauseMs === 0 ? FIRST_PAUSE_MS : this.pauseMs * 2, 'the channel keeps failing');
  }

  /**
   * Sends nothing for `ms` (at least as long again as the last pause while pauses follow each other, at most
   * the longest pause), then one delivery as a probe.
   */
  private pause(ms: number, why: string): void {
    this.pauseMs = Math.min(Math.max(ms, this.pauseMs), LONGEST_PAUSE_MS);
    this.pausedUntil = Date.now() + this.pauseMs;
    log().warn({ channel: this.channel, pauseMs: this.pauseMs, failuresInARow: this.failuresInARow }, `outbox: ${why}; paused`);
    clearTimeout(this.resumeTimer);
    this.resumeTimer = setTimeout(() => void this.pump(), this.pauseMs);
    this.resumeTimer.unref();
  }

  /** Resolves when no delivery of this worker is in flight. */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0 || this.pumping)
      await Promise.race([...this.inFlight, new Promise((resolve) => setTimeout(resolve, 10))]);
  }

  /** Claims nothing more and waits for what is in flight, each attempt bounded by its sender's timeout. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.resumeTimer);
    await this.idle();
  }
}
