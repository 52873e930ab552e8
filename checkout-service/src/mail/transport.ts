import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger';
import { recipient } from './headers';

/** A message as it leaves: the outbox row's content with the sender's From. */
interface OutgoingMessage {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  replyTo: string | null;
  /** The one-click unsubscribe URL, when the message is the newsletter's. */
  listUnsubscribe: string | null;
}

/**
 * The message as nodemailer takes it: the recipient and Reply-To as objects (see `recipient`), and
 * a newsletter's List-Unsubscribe with List-Unsubscribe-Post, which together make the mail client's
 * Unsubscribe one POST to our URL, no page to visit (RFC 8058).
 */
function nodemailerMessage({ replyTo, listUnsubscribe, to, ...message }: OutgoingMessage) {
  return {
    ...message,
    to: recipient(to),
    ...(replyTo ? { replyTo: recipient(replyTo) } : {}),
    ...(listUnsubscribe
      ? { headers: { 'List-Unsubscribe': `<${listUnsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
      : {}),
  };
}

export interface MailTransport {
  send(message: OutgoingMessage): Promise<void>;
  close(): void;
}

/** An SMTP server's refusal of the message itself (a 5xx reply): trying again cannot help. */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** The SMTP server at SMTP_URL (smtp://user:pass@host:587 with STARTTLS, or smtps://… over TLS). */
export function smtpTransport(url: string): MailTransport {
  const parsed = new URL(url);
  const transporter = nodemailer.createTransport({
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : parsed.protocol === 'smtps:' ? 465 : 587,
    secure: parsed.protocol === 'smtps:',
    auth: parsed.username ? { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) } : undefined,
    // A server that does not answer is a temporary failure, retried later, not a stuck sender.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      await transporter.sendMail(nodemailerMessage(message));
    },
    close: () => transporter.close(),
  };
}

/**
 * Without SMTP_URL (offline development): each message is written whole, as the SMTP server would
 * have received it, to `<dir>/<uuid>@terraverde.farm.eml` (its Message-ID) (a retry writes the same file), with one log line.
 */
export function emlFileTransport(dir: string, log: (line: string) => void): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transporter.sendMail(nodemailerMessage(message));
      mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `${message.messageId.replace(/^<|>$/g, '').replace(/[^A-Za-z0-9.@-]/g, '_')}.eml`);
      writeFileSync(file, info.message as Buffer);
      log(`E-mail "${message.subject}" to ${message.to} written to ${file} (no SMTP_URL set)`);
    },
    close: () => transporter.close(),
  };
}

/** SMTP when configured, else .eml files. */
export const mailTransport = (settings: { smtpUrl: string | null; fileDir: string }, log: Logger): MailTransport =>
  settings.smtpUrl ? smtpTransport(settings.smtpUrl) : emlFileTransport(settings.fileDir, (line) => log(line));
