/**
 * Which shared library each downloaded file belongs to, read from every container's
 * mf-manifest.json, so a report can tell when a library was fetched from two containers
 * (downloaded twice) instead of once.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTAINERS } from './initialJs.mjs';

const WATCHED = ['react', 'react-dom', 'react-router-dom', 'rxjs', 'swiper'];

/** Map of "<container>/<file>" -> library names it carries. */
export function libraryFiles(root) {
  const owners = new Map();
  for (const container of CONTAINERS) {
    const manifest = JSON.parse(readFileSync(path.join(root, container, 'dist', 'mf-manifest.json'), 'utf8'));
    for (const shared of manifest.shared) {
      const lib = WATCHED.find((name) => shared.name === name || shared.name.startsWith(`${name}/`));
      if (!lib) continue;
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) {
        const key = `${container}/${file}`;
        owners.set(key, [...new Set([...(owners.get(key) ?? []), lib])]);
      }
    }
  }
  return owners;
}

/**
 * For each watched library, the containers it was downloaded from. `locate(url)` names the
 * container that served a URL and the file's path in its folder (`/js/…`), or null.
 */
export function downloadsPerLibrary(urls, owners, locate) {
  const seen = Object.fromEntries(WATCHED.map((lib) => [lib, new Set()]));
  for (const url of urls) {
    const served = locate(new URL(url));
    if (!served) continue;
    for (const lib of owners.get(`${served.container}${served.file}`) ?? []) seen[lib].add(served.container);
  }
  return Object.fromEntries(Object.entries(seen).map(([lib, set]) => [lib, [...set]]));
}
