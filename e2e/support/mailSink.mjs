/**
 * The browser suites' mail server: a real SMTP server (smtp-server) on this machine that keeps
 * each message it receives as an .eml file in MAIL_SINK_DIR, where the tests read it (mailbox.ts).
 * Playwright starts it beside the site (playwright.config.ts), and the site sends to it through
 * SMTP_URL, as it would to the farm's provider. It listens on a port the system gives it, since a
 * fixed one (2525) is where a developer's own mail catcher often listens, and prints its address
 * for Playwright to pass to the site.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const dir = process.env.MAIL_SINK_DIR;
if (!dir) throw new Error('MAIL_SINK_DIR must be set.');
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });

const server = new SMTPServer({
  // Loopback only, no TLS and no login: a test double for the farm's provider.
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  onData(stream, _session, done) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      writeFileSync(path.join(dir, `${Date.now()}-${randomUUID()}.eml`), Buffer.concat(chunks));
      done();
    });
  },
});
// Port 0: a free one. The line's address is what playwright.config.ts waits for and reads.
server.listen(0, '127.0.0.1', () => console.log(`mail sink at smtp://127.0.0.1:${server.server.address().port}, writing ${dir}`));
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
