import { readFileSync, statSync } from 'node:fs';

/**
 * A JSON file read again when it changes on disk: replacing remotes.json, or redeploying the
 * shell's build, needs no restart. Missing or unreadable: undefined. (A stat per page is cheap.)
 * The file is the build's or the host's own, so its shape is taken as `T`.
 */
export function watchedJson<T>(file: string): () => T | undefined {
  let version: string | undefined;
  let value: T | undefined;
  return () => {
    let stat;
    try {
      stat = statSync(file);
    } catch {
      version = undefined;
      return (value = undefined);
    }
    if (`${stat.mtimeMs}:${stat.size}` === version) return value;
    version = `${stat.mtimeMs}:${stat.size}`;
    try {
      value = JSON.parse(readFileSync(file, 'utf8')) as T;
    } catch {
      value = undefined;
    }
    return value;
  };
}
