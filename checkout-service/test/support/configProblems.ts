import { ConfigError, loadConfig } from '../../src/config/config';

/** The problems loadConfig reports for an environment (none if it loads), so a test can assert on each sentence. */
export function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}
