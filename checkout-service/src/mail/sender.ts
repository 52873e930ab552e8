import type { Logger } from '../logger';
import { repeating } from '../repeating';
import { isPermanentRefusal, type MailTransport } from './transport';
import type { Outbox, OutboxMessage } from './outbox';
import { isStoreUnavailable } from '../store/storeUnavailable';

/** The first retry after a minute, then twice as long each time, never more than an hour apart. */
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 60 * 60_000;
/** A message keeps being tried for a day; only then is it given up (failed). */
const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;
/** How long a claimed message is left to its sender before another attempt may take it. */
const LEASE_MS = 5 * 60_000;
const BATCH = 20;
/** How often a sent message's record is tried again while the order store is unreachable (a PostgreSQL restart). */
const RECORD_RETRY_MS = 1_000;

const retryDelay = (attempts: number) => Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);

export interface MailSenderOptions {
  outbox: Outbox;
  transport: MailTransport;
  from: string;
  log: Logger;
  /** The clock, replaced in tests. */
  now?: () => number;
  /** How often the loop looks for due messages. */
  intervalMs?: number;
  /** How long to wait before recording a sent message again when the store was unreachable; tests shorten it. */
  recordRetryMs?: number;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * Sends what the outbox holds: `drainOnce()` sends every due message once (tests call it; no
 * sleeps), `start()` calls it every `intervalMs` until `stop()`. A temporary failure (no
 * connection, a 4xx reply) is retried with backoff for a day; a 5xx refusal fails the message at once.
 */
export function createMailSender({
  outbox,
  transport,
  from,
  log,
  now = Date.now,
  intervalMs = 5_000,
  recordRetryMs = RECORD_RETRY_MS,
}: MailSenderOptions) {
  const named = (message: OutboxMessage) =>
    `E-mail ${message.messageId} (${message.kind}${message.requestId ? `, request ${message.requestId}` : ''})`;

  /**
   * Marks a message sent. A message already handed to the mail server must not be sent again when
   * the store is away for a moment (docs/deployment.md#when-the-database-restarts): its record is
   * tried again until the store answers, within its lease (after which another sender may take
   * it). Any other failure goes up to the loop, which logs it.
   */
  async function recordSent(message: OutboxMessage): Promise<void> {
    const leaseEnds = Date.now() + LEASE_MS;
    let told = false;
    for (;;) {
      try {
        await outbox.markSent(message.id, new Date(now()));
        if (told) log(`${named(message)} recorded as sent, the order store answering again`);
        return;
      } catch (error) {
        if (!isStoreUnavailable(error) || Date.now() + recordRetryMs >= leaseEnds) throw error;
        if (!told) log(`${named(message)} was sent; the order store cannot record it now, trying again until it answers`, error);
        told = true;
        await new Promise((resolve) => setTimeout(resolve, recordRetryMs));
      }
    }
  }

  async function attempt(message: OutboxMessage): Promise<boolean> {
    try {
      await transport.send({
        from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        messageId: message.messageId,
        replyTo: message.replyTo,
        listUnsubscribe: message.listUnsubscribe,
      });
    } catch (error) {
      const reason = describe(error);
      if (isPermanentRefusal(error)) {
        log(`${named(message)} was refused for good: ${reason}`);
        await outbox.markFailed(message.id, reason);
      } else if (now() - message.createdAt.getTime() >= GIVE_UP_AFTER_MS) {
        log(`${named(message)} could not be sent for a day; giving up: ${reason}`);
        await outbox.markFailed(message.id, reason);
      } else {
        const next = new Date(now() + retryDelay(message.attempts));
        log(`${named(message)} not sent on attempt ${message.attempts}; trying again at ${next.toISOString()}: ${reason}`);
        await outbox.markRetry(message.id, next, reason);
      }
      return false;
    }
    await recordSent(message);
    return true;
  }

  async function drainOnce(): Promise<number> {
    let sent = 0;
    for (;;) {
      const at = now();
      const due = await outbox.claimDue(new Date(at), new Date(at + LEASE_MS), BATCH);
      for (const message of due) if (await attempt(message)) sent++;
      if (due.length < BATCH) return sent;
    }
  }

  const loop = repeating(drainOnce, intervalMs, (error) => log('The mail sender could not read the outbox', error));

  return {
    drainOnce,
    start: loop.start,
    /** Stops the loop and waits for a round in progress; the transport is closed. */
    async stop() {
      await loop.stop();
      transport.close();
    },
  };
}

export type MailSender = ReturnType<typeof createMailSender>;
