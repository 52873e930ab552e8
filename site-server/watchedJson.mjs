import { readFileSync, statSync } from 'node:fs';

/**
 * A JSON file read again when it changes on disk: replacing remotes.json, or redeploying the
 * shell's build, needs no restart. Missing or unreadable: undefined. (A stat per page is cheap.)
 */
export function watchedJson(file) {
  let version;
  let value;
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
      value = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      value = undefined;
    }
    return value;
  };
}
