/** How the service reports what went wrong: one line per problem, with the error's stack when there is one. */
export type Logger = (message: string, error?: unknown) => void;

export const consoleLogger: Logger = (message, error) => {
  if (error === undefined) console.error(`[checkout-service] ${message}`);
  else console.error(`[checkout-service] ${message}:`, error instanceof Error ? (error.stack ?? error.message) : error);
};
