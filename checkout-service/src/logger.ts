import pino, { type DestinationStream } from 'pino';
import type { AccessEntry } from './logging/accessLog';
import { currentRequestId } from './logging/requestContext';

/** How the service reports what went wrong: one line per problem, with the error's stack when there is one. */
export type Logger = (message: string, error?: unknown) => void;

/** Enough to find the fault; a log line stays readable and cannot fill the disk. */
const MESSAGE_LIMIT = 200;
const FRAME_LIMIT = 10;

/** Each line break, and every control character, in a log line: a reader would take it as a new line. */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's job.
const NOT_ONE_LINE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/g;

/**
 * The first line of a message, cut: drizzle's query errors go on with `params: <the customer's
 * data>` on their second line, and a message may quote what a client sent.
 */
function firstLine(text: string): string {
  const line = text.split(/[\r\n\u2028\u2029]/, 1)[0].replace(NOT_ONE_LINE, ' ');
  return line.length > MESSAGE_LIMIT ? `${line.slice(0, MESSAGE_LIMIT)}...` : line;
}

/**
 * An error as one line: its name, its message's first line, its cause's name and SQLSTATE code,
 * and its stack's frames. Never the error's own properties, nor its cause's message: a pg or
 * drizzle error carries the query's parameters (`params`, `parameters`, `detail`), which are a
 * customer's record and an order page's token (issue 37).
 */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return `a thrown ${error === null ? 'null' : typeof error}`;
  const { cause } = error as { cause?: unknown };
  const code = (cause as { code?: unknown } | null)?.code;
  const causeText =
    cause instanceof Error
      ? `; caused by ${firstLine(cause.name)}${typeof code === 'string' && /^\w{1,10}$/.test(code) ? ` ${code}` : ''}`
      : '';
  const frames = (error.stack ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('at '))
    .slice(0, FRAME_LIMIT)
    .map(firstLine);
  return `${firstLine(error.name)}: ${firstLine(error.message)}${causeText}${frames.length > 0 ? ` | ${frames.join(' | ')}` : ''}`;
}

/**
 * The service's log: JSON lines through pino (docs/operations.md#logs), each with its time, level,
 * `service` and, within a request, its `requestId` (src/logging/requestContext.ts).
 * - `problem`: what went wrong, our own sentence on one line, the error as `err` (describeError);
 * - `info`: start-up, stop and other notices;
 * - `access`: one line per answered request, by route pattern, never by path.
 */
export interface ServiceLog {
  problem: Logger;
  info(message: string): void;
  access(entry: AccessEntry): void;
}

/** The log to `destination` (standard output unless a test gives another). */
export function serviceLog(destination?: DestinationStream): ServiceLog {
  const out = pino(
    {
      base: { service: 'checkout-service' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
  const inRequest = () => {
    const requestId = currentRequestId();
    return requestId ? { requestId } : {};
  };
  // Our own sentence, whole, on one line.
  const oneLine = (message: string) => message.replace(NOT_ONE_LINE, ' ');
  return {
    problem: (message, error) => out.error({ ...inRequest(), ...(error !== undefined && { err: describeError(error) }) }, oneLine(message)),
    info: (message) => out.info(inRequest(), oneLine(message)),
    access: (entry) => out.info(entry, 'request'),
  };
}

/** This process's log, on standard output. */
export const processLog = serviceLog();
export const consoleLogger: Logger = processLog.problem;
