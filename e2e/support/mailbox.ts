import { readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';

/** Where the suites' SMTP server (mailSink.mjs, on a free port it picks) keeps what the site sends. */
export const MAIL_SINK = { dir: path.join(os.tmpdir(), 'terra-verde-e2e-mail') } as const;

async function received(): Promise<ParsedMail[]> {
  const files = (await readdir(MAIL_SINK.dir).catch(() => [])).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(files.map(async (name) => simpleParser(await readFile(path.join(MAIL_SINK.dir, name)))));
}

/** The one message to `address` whose subject matches, once the site's mail sender has delivered it. */
export async function messageTo(address: string, subject: RegExp): Promise<ParsedMail> {
  const matching = async () =>
    (await received()).filter(
      (mail) => mail.to && [mail.to].flat().some((to) => to.text.includes(address)) && subject.test(mail.subject ?? ''),
    );
  // The sender looks at its outbox every 5 s.
  await expect
    .poll(async () => (await matching()).length, { timeout: 30_000, message: `a message to ${address} matching ${subject}` })
    .toBe(1);
  return (await matching())[0]!;
}
