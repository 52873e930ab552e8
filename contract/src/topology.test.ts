import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { CHECKOUT_SERVICE, REMOTES, SHELL } from './topology';

/**
 * The topology is the one place that spells each remote's name, package and port, and the
 * shell's and the service's ports (docs/architecture.md#the-parts). This scans the code that
 * configures, starts, measures and tests the site, and fails on any copy of those facts.
 */
const repo = path.resolve(__dirname, '..', '..');
const SCANNED = [
  'shell/src',
  'shell/webpack.config.js',
  'scripts',
  'e2e',
  'checkout-service/src',
  'shared/src',
  'contract/src',
  ...REMOTES.flatMap((r) => [`${r.package}/src`, `${r.package}/webpack.config.js`]),
];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'test-results', 'playwright-report', '.data']);
const CODE = /\.(ts|tsx|js|mjs|cjs)$/;
const THIS_MODULE = 'contract/src/topology.ts';

const ports = [SHELL.port, CHECKOUT_SERVICE.port, ...REMOTES.map((r) => r.port)].join('|');
type Remote = (typeof REMOTES)[number];

/**
 * What counts as a copy in a file. A remote's own package may name itself (its identity is part
 * of "the new package" a fifth remote adds); no file names another remote, and none spells a port.
 */
function copyPatterns(own?: Remote): RegExp[] {
  const others = REMOTES.filter((r) => r !== own);
  const names = others.map((r) => r.name).join('|');
  const packages = others.map((r) => r.package).join('|');
  return [
    new RegExp(`(localhost|127\\.0\\.0\\.1):(${ports})\\b`),
    new RegExp(`port\\w*['"]?\\s*[:=,]\\s*(${ports})\\b`, 'i'),
    new RegExp(`\\?\\?\\s*(${ports})\\b`),
    new RegExp(`\\b(${ports})\\s*:\\s*['"]`),
    new RegExp(`\\b(name|remote)\\s*:\\s*['"](${names})['"]`),
    new RegExp(`['"](${packages})['"]`),
    ...(others.some((r) => r.name === 'farm_content') ? [/['"]farm_content['"]/] : []),
  ];
}

const ownerOf = (file: string) => REMOTES.find((r) => file.startsWith(`${r.package}/`));

/** Comments may name ports and remotes to explain; only code counts. */
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[\s;,{}()])\/\/.*$/gm, '$1');

function copiesIn(source: string, own?: Remote): string[] {
  const patterns = copyPatterns(own);
  return withoutComments(source)
    .split('\n')
    .filter((line) => patterns.some((pattern) => pattern.test(line)))
    .map((line) => line.trim());
}

function codeFiles(relative: string): string[] {
  const absolute = path.join(repo, relative);
  if (!statSync(absolute, { throwIfNoEntry: false })) return [];
  if (statSync(absolute).isFile()) return CODE.test(relative) ? [relative] : [];
  return readdirSync(absolute)
    .filter((entry) => !SKIPPED_DIRS.has(entry))
    .flatMap((entry) => codeFiles(path.posix.join(relative, entry)));
}

/** Unit tests may use addresses as sample data; what they test reads the topology. */
const isUnitTest = (file: string) => /\.test\.(ts|tsx|mjs|js)$/.test(file) || /(^|\/)test\//.test(file);

describe('one topology', () => {
  it('recognises a copied port or name (so the scan below can fail)', () => {
    expect(copiesIn(`const entry = 'http://localhost:${REMOTES[0].port}/mf-manifest.json';`)).toHaveLength(1);
    expect(copiesIn(`module.exports = createConfig({ name: '${REMOTES[1].name}', port: ${REMOTES[1].port} });`)).toHaveLength(1);
    expect(copiesIn(`const pkgs = ['${REMOTES[2].package}'];`)).toHaveLength(1);
    expect(copiesIn(`const servicePort = port('CHECKOUT_SERVICE_PORT', ${CHECKOUT_SERVICE.port});`)).toHaveLength(1);
    expect(copiesIn(`// served on localhost:${SHELL.port}\nconst delay = ${CHECKOUT_SERVICE.port};`)).toEqual([]);
    expect(copiesIn(`export default definePrerender({ remote: '${REMOTES[0].name}' });`, REMOTES[0])).toEqual([]);
    expect(copiesIn(`export default definePrerender({ remote: '${REMOTES[1].name}' });`, REMOTES[0])).toHaveLength(1);
  });

  it('is the only place that spells a remote, package or port', () => {
    const files = SCANNED.flatMap(codeFiles).filter((file) => file !== THIS_MODULE && !isUnitTest(file));
    expect(files.length).toBeGreaterThan(100);
    const copies = files.flatMap((file) =>
      copiesIn(readFileSync(path.join(repo, file), 'utf8'), ownerOf(file)).map((line) => `${file}: ${line}`),
    );
    expect(copies).toEqual([]);
  });
});
