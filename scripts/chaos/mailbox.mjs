/**
 * The run's own SMTP server (smtp-server, as checkout-service/test/support/smtpServer.ts): it takes
 * every message the replicas' outbox senders send and counts them by Message-ID and by envelope
 * recipient, so the checks can say whether each paid order's e-mails arrived exactly once.
 */
import { borrow } from './deps.mjs';

const { SMTPServer } = borrow('smtp-server');
const { simpleParser } = borrow('mailparser');

export async function startMailbox() {
  /** Each message received: its Message-ID, recipients and subject. */
  const received = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    size: 1024 * 1024,
    onData(stream, session, callback) {
      simpleParser(stream, { skipHtmlToText: true, skipTextToHtml: true, skipTextLinks: true }).then(
        (mail) => {
          const rcptTo = session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase());
          received.push({ messageId: mail.messageId, rcptTo, subject: mail.subject ?? '', at: Date.now() });
          callback();
        },
        (error) => callback(error),
      );
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address();
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    /** How many times each Message-ID arrived. */
    countsByMessageId() {
      const counts = new Map();
      for (const { messageId } of received) counts.set(messageId, (counts.get(messageId) ?? 0) + 1);
      return counts;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
