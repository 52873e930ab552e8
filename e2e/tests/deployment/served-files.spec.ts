import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '../../support/fixtures';
import { REPO_ROOT } from '../../support/deployment/shopBuilds';
import { LOCAL_CHECKOUT_SERVICE, REMOTES, SHELL } from '../../support/topology';

const SERVED_FOLDERS = [SHELL, ...REMOTES].map(({ package: pkg }) => path.join(REPO_ROOT, pkg, 'dist'));

test('no served file (source maps, mf-stats.json, manifests) holds a path of the machine that built it', async () => {
  const leaking: string[] = [];
  for (const folder of SERVED_FOLDERS) {
    for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
      // The .br and .gz copies hold what the file they stand for holds.
      if (!entry.isFile() || /\.(br|gz)$/.test(entry.name)) continue;
      const file = path.join(entry.parentPath, entry.name);
      if ((await readFile(file, 'utf8')).includes(REPO_ROOT)) leaking.push(path.relative(REPO_ROOT, file));
    }
  }
  expect(leaking).toEqual([]);
});

test('nothing private is served: dotfile paths are 404, never the page', async ({ request }) => {
  for (const pathname of ['/.env', '/.git/config', '/.npmrc']) {
    const res = await request.get(pathname);
    expect([pathname, res.status()]).toEqual([pathname, 404]);
  }
});

test('/API/... answers as /api/... does, through the shell as directly: JSON, from the service', async ({ request }) => {
  const res = await request.get('/API/no-such-route');
  expect(res.status()).toBe(404);
  expect(await res.json()).toEqual({ error: 'There is no GET /API/no-such-route here.', code: 'not_found' });
  const direct = await request.get(`${LOCAL_CHECKOUT_SERVICE}/API/no-such-route`);
  expect(await direct.json()).toEqual(await res.json());
});
