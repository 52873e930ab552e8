/**
 * `npm run staff -w checkout-service -- add EMAIL` creates a staff account for the farm's office;
 * `remove EMAIL` deletes one and signs it out everywhere. The password is asked for with hidden
 * input, or read from STAFF_PASSWORD when stdin is not a terminal. Like the orders command, it
 * writes the store directly (PostgreSQL, or a data directory no service owns); while a service
 * owns the embedded directory, it asks that service instead, with ADMIN_TOKEN.
 */
import { existsSync } from 'node:fs';
import { API_PATHS, ApiErrorSchema, CHECKOUT_SERVICE, type NewStaffAccount, pathWith, StaffAccountSchema } from 'contract';
import { readStoreLocation } from '../config/config';
import { RequestError } from '../http/httpErrors';
import { passwordProblem } from '../staff/passwords';
import { addStaffAccount, normaliseEmail, noSuchAccount, parseStaffEmail, removeStaffAccount } from '../staff/staffAccounts';
import { DataDirInUseError, isDataDirLocked } from '../store/dataDirLock';
import { openStore } from '../store/openStore';

const USAGE = `Usage: npm run staff -w checkout-service -- <command> EMAIL

  add EMAIL      create a staff account for the farm's office; the password is asked for
                 (at least 12 characters), or read from STAFF_PASSWORD when stdin is not a terminal
  remove EMAIL   delete the account and end its sessions

Reads DATABASE_URL, or DATA_DIR (default checkout-service/.data). While a running service owns
DATA_DIR, asks it at CHECKOUT_SERVICE_URL (default http://127.0.0.1:$PORT, port ${CHECKOUT_SERVICE.port}) with ADMIN_TOKEN.`;

class CliError extends Error {}

/** The terminal, or a test's stand-in for it. */
export interface StaffCommandIo {
  /** Whether stdin is a terminal: then the password is asked for, hidden; otherwise STAFF_PASSWORD is read. */
  interactive: boolean;
  /** Asks a question and reads one line without showing it. */
  askHidden(question: string): Promise<string>;
  out(line: string): void;
  err(line: string): void;
}

type Command = { kind: 'add'; email: string } | { kind: 'remove'; email: string };

/** Where the accounts are changed: the store itself, or the service that owns it. */
interface Target {
  add(account: NewStaffAccount): Promise<string>;
  remove(email: string): Promise<string>;
  close(): Promise<void>;
}

function readCommand(argv: string[]): Command {
  const [kind, email, ...rest] = argv;
  if (kind === undefined || kind === '--help' || kind === '-h' || kind === 'help') throw new CliError(USAGE);
  if ((kind !== 'add' && kind !== 'remove') || !email || rest.length) throw new CliError(`Expected add EMAIL or remove EMAIL.\n\n${USAGE}`);
  return { kind, email };
}

async function readPassword(email: string, env: NodeJS.ProcessEnv, io: StaffCommandIo): Promise<string> {
  if (!io.interactive && !env.STAFF_PASSWORD)
    throw new CliError('stdin is not a terminal, so the password cannot be asked for: set STAFF_PASSWORD.');
  const password = io.interactive ? await io.askHidden(`Password for ${email} (at least 12 characters): `) : env.STAFF_PASSWORD!;
  const problem = passwordProblem(password);
  if (problem) throw new CliError(problem);
  if (io.interactive && (await io.askHidden('The same password again: ')) !== password)
    throw new CliError('The two passwords are not the same; nothing was changed.');
  return password;
}

async function storeTarget(location: ReturnType<typeof readStoreLocation>): Promise<Target> {
  const store = await openStore(location, { log: (message) => console.error(message), onLockLost: () => undefined });
  return {
    add: ({ email, password }) => addStaffAccount(store.staff, email, password, new Date()),
    remove: (email) => removeStaffAccount(store.staff, email),
    close: () => store.close(),
  };
}

function serviceTarget(env: NodeJS.ProcessEnv): Target {
  const base = env.CHECKOUT_SERVICE_URL ?? `http://127.0.0.1:${env.PORT ?? CHECKOUT_SERVICE.port}`;
  const token = env.ADMIN_TOKEN?.trim();
  if (!token)
    throw new CliError(
      'A running checkout-service owns the data directory: set ADMIN_TOKEN to the token it was started with, so this command can ask it, or stop the service.',
    );
  const call = async (method: string, path: string, body?: NewStaffAccount) => {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
    } catch {
      throw new CliError(
        `The checkout-service owning the data directory does not answer at ${base}; set CHECKOUT_SERVICE_URL to its address.`,
      );
    }
    const answer: unknown = response.status === 204 ? null : await response.json().catch(() => null);
    const error = ApiErrorSchema.safeParse(answer);
    return { status: response.status, answer, error: error.success ? error.data.error : null };
  };
  const refused = (status: number, error: string | null) => {
    if (status === 404)
      return new CliError(
        `The checkout-service at ${base} was started without ADMIN_TOKEN; restart it with ADMIN_TOKEN set, or stop it and run this command again.`,
      );
    if (status === 401)
      return new CliError(`The checkout-service at ${base} refused ADMIN_TOKEN: set it to the token the service was started with.`);
    return new CliError(error ?? `The checkout-service at ${base} answered ${status}.`);
  };
  return {
    async add(account) {
      const { status, answer, error } = await call('POST', API_PATHS.adminStaff, account);
      if (status !== 201) throw refused(status, error);
      const parsed = StaffAccountSchema.safeParse(answer);
      if (!parsed.success)
        throw new CliError(
          'The checkout-service answered in a shape this command does not know; update the command or the service so both are the same version.',
        );
      return parsed.data.staff.email;
    },
    async remove(email) {
      const { status, error } = await call('DELETE', pathWith(API_PATHS.adminStaffMember, { email }));
      // The account's own 404 (no such account) says so; a 404 without it means the route is missing.
      if (status === 404 && error === noSuchAccount(normaliseEmail(email))) throw new CliError(error);
      if (status !== 204) throw refused(status, error);
      return normaliseEmail(email);
    },
    close: async () => undefined,
  };
}

async function openTarget(env: NodeJS.ProcessEnv): Promise<Target> {
  const problems: string[] = [];
  const location = readStoreLocation(env, problems);
  if (problems.length) throw new CliError(problems.join('\n'));
  if (location.kind === 'pglite' && location.dataDir && existsSync(location.dataDir) && (await isDataDirLocked(location.dataDir)))
    return serviceTarget(env);
  try {
    return await storeTarget(location);
  } catch (error) {
    // A service started between the check and the lock.
    if (error instanceof DataDirInUseError) return serviceTarget(env);
    throw error;
  }
}

async function run(argv: string[], env: NodeJS.ProcessEnv, io: StaffCommandIo) {
  const command = readCommand(argv);
  if (command.kind === 'remove') {
    const target = await openTarget(env);
    try {
      io.out(`Removed the staff account ${await target.remove(command.email)}; its sessions are ended.`);
    } finally {
      await target.close();
    }
    return;
  }
  // Checked before anything is opened or asked, so a typo costs no password prompt.
  const email = parseStaffEmail(command.email);
  const password = await readPassword(email, env, io);
  const target = await openTarget(env);
  try {
    io.out(`Added the staff account ${await target.add({ email, password })}.`);
  } finally {
    await target.close();
  }
}

/** Runs the command; answers the process's exit code. Every refusal is one sentence on `err`. */
export async function main(argv: string[], env: NodeJS.ProcessEnv, io: StaffCommandIo): Promise<number> {
  try {
    await run(argv, env, io);
    return 0;
  } catch (error) {
    if (error instanceof CliError || error instanceof RequestError) io.err(error.message);
    else io.err(String((error as Error)?.stack ?? error));
    return 1;
  }
}

/** Reads one line from the terminal in raw mode, echoing nothing; Ctrl-C cancels. */
function askHidden(question: string): Promise<string> {
  const { stdin, stderr } = process;
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = (outcome: () => void) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stderr.write('\n');
      outcome();
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n' || char === '\u0004') return finish(() => resolve(value));
        if (char === '\u0003') return finish(() => reject(new CliError('Cancelled; nothing was changed.')));
        if (char === '\u007f' || char === '\b') value = [...value].slice(0, -1).join('');
        else if (char >= ' ') value += char;
      }
    };
    stderr.write(question);
    stdin.setEncoding('utf8');
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on('data', onData);
  });
}

if (require.main === module) {
  const terminal: StaffCommandIo = {
    interactive: process.stdin.isTTY === true,
    askHidden,
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  };
  void main(process.argv.slice(2), process.env, terminal).then((code) => {
    process.exitCode = code;
  });
}
