import net from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

/** A message as the server received it, with the envelope's recipients (RCPT TO). */
export interface Received {
  mail: ParsedMail;
  rcptTo: string[];
}

/** A free port with nothing listening on it: connections are refused until a server takes it. */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((done) => probe.close(() => done()));
  return port;
}

/** A real SMTP server in this process; recipients starting `nobody@` are refused with 550. */
export async function smtpServer(port = 0) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('nobody@')) return callback(Object.assign(new Error('No such mailbox here'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push({ mail, rcptTo: session.envelope.rcptTo.map((r) => r.address) });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', () => done()));
  const address = (server.server.address() as net.AddressInfo).port;
  return { received, url: `smtp://127.0.0.1:${address}`, close: () => new Promise<void>((done) => server.close(() => done())) };
}
