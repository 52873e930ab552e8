/**
 * The paid orders' e-mails: waits (polling, with a deadline) until the outbox holds none of
 * theirs unsent, then compares the outbox with what the run's SMTP server received: every message
 * of a paid order arrived exactly once (by Message-ID), so each order's recipients got one copy of each.
 */
import { eventually } from '../cluster/watching.mjs';

const PAID_MAIL = `select m.message_id, m.kind, m.to, m.status, m.attempts, m.next_attempt_at, o.number
  from outbox_messages m join orders o on o.id = m.order_id where o.paid_at is not null`;

/** Resolves with how long the drain took, or with the messages still unsent at the deadline. */
export async function awaitDrain(db, timeoutMs) {
  const started = Date.now();
  try {
    await eventually(
      'the outbox to drain',
      async () => {
        const { rows } = await db.query(`select count(*)::int as n from (${PAID_MAIL}) paid where status = 'pending'`);
        return rows[0].n === 0;
      },
      timeoutMs,
      500,
    );
    return { drained: true, ms: Date.now() - started };
  } catch {
    const { rows } = await db.query(`select * from (${PAID_MAIL}) paid where status = 'pending'`);
    return { drained: false, ms: Date.now() - started, pending: rows };
  }
}

/** When a message first arrived, against the faults: which of them it followed. */
function firstArrival(mailbox, messageId, faults) {
  const at = Math.min(...mailbox.received.filter((message) => message.messageId === messageId).map((message) => message.at));
  return faults.map((fault) => `${((at - (fault.at ?? fault.start)) / 1000).toFixed(2)} s after the ${fault.role} fault`).join(', ');
}

/** `faults`: the load's, to say when a message received twice first arrived. */
export async function checkMail(db, mailbox, paidCount, faults = []) {
  const { rows } = await db.query(PAID_MAIL);
  const counts = mailbox.countsByMessageId();
  const problems = [];
  const perRecipient = new Map();
  let twice = 0;
  for (const row of rows) {
    const times = counts.get(row.message_id) ?? 0;
    const where = `order ${row.number} ${row.kind} to ${row.to}`;
    if (row.status !== 'sent')
      problems.push(`${where}: ${row.status} after ${row.attempts} attempts, next ${row.next_attempt_at.toISOString()}`);
    if (times === 0 && row.status === 'sent') problems.push(`${where}: marked sent, never received`);
    if (times > 1) {
      twice++;
      problems.push(`${where}: received ${times} times, first ${firstArrival(mailbox, row.message_id, faults)}`);
    }
    const recipient = `${row.number} ${row.to}`;
    perRecipient.set(recipient, (perRecipient.get(recipient) ?? 0) + 1);
  }
  const orders = new Set(rows.map((row) => row.number)).size;
  if (orders !== paidCount) problems.push(`${paidCount} orders paid, ${orders} have e-mails`);
  const known = new Set(rows.map((row) => row.message_id));
  const strangers = mailbox.received.filter((message) => !known.has(message.messageId)).length;
  return {
    name: 'e-mails',
    ok: problems.length === 0,
    detail:
      `${rows.length} messages of ${orders} paid orders (${perRecipient.size} order/recipient pairs), ${mailbox.received.length} received` +
      ` (${strangers} not of a paid order), ${twice} received more than once, ${rows.filter((row) => row.attempts > 1).length} sent on a later attempt` +
      (problems.length ? `; PROBLEMS (${problems.length}): ${problems.slice(0, 10).join('; ')}` : ''),
  };
}
