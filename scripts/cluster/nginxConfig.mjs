/**
 * The nginx configuration of `npm run cluster`, from deploy/nginx/site.template.conf: the
 * template is the shape a host deploys (readable in the repository), this module only fills in
 * the ports, the build folders and a run directory. Each remote's hashed files are served from
 * `<package>/dist` at the address the shell's gateway gives them (`/remotes/<name>/`,
 * contract/src/topology.ts), the shell's own from shell/dist.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { REMOTE_GATEWAY_PREFIX, REMOTES } = require('../topology.cjs');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const TEMPLATE = path.join(root, 'deploy', 'nginx', 'site.template.conf');

/**
 * A content-hashed name, as cacheControlFor() in site-server/src/middleware/staticFiles.ts reads
 * it, below folders none of which starts with a dot (refusePrivatePaths() refuses those).
 */
const HASHED_FILE = String.raw`(?<file>(?:[^./][^/]*/)*[^./][^/]*\.[0-9a-f]{8,}\.(?:js|css|woff2?|svg|png|webp|jpe?g))`;

/** Types and headers of every file nginx serves itself: a year's caching, and what the Node servers send with a file. */
const FILE_HEADERS = [
  // The Node servers' types (text/javascript, not mime.types' application/javascript), in UTF-8.
  'types { text/javascript js; text/css css; font/woff2 woff2; font/woff woff; image/svg+xml svg; image/png png; image/webp webp; image/jpeg jpg jpeg; }',
  'charset utf-8;',
  'charset_types text/javascript text/css image/svg+xml;',
  'add_header Cache-Control "public, max-age=31536000, immutable" always;',
  // crossOriginFiles.ts: remotes are loaded cross-origin too (a remote's own host, a QA override).
  'add_header Access-Control-Allow-Origin * always;',
  // securityHeaders.ts (helmet): the parts that matter to a script, style, font or picture.
  'add_header Cross-Origin-Resource-Policy cross-origin always;',
  'add_header X-Content-Type-Options nosniff always;',
  'add_header X-Request-Id $req_id always;',
];

function staticLocation(pattern, folder) {
  return [
    `    location ~ "${pattern}" {`,
    `      root ${folder};`,
    '      try_files /$file @shell_file;',
    ...FILE_HEADERS.map((line) => `      ${line}`),
    '    }',
  ].join('\n');
}

/** One location per remote (its gateway folder), then the shell's own files. */
export function staticLocations(repositoryRoot = root) {
  const remotes = REMOTES.map((remote) =>
    staticLocation(`^${REMOTE_GATEWAY_PREFIX}${remote.name}/${HASHED_FILE}$`, path.join(repositoryRoot, remote.package, 'dist')),
  );
  return [...remotes, staticLocation(`^/${HASHED_FILE}$`, path.join(repositoryRoot, 'shell', 'dist'))].join('\n\n');
}

const servers = (ports) => ports.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n');

/**
 * @param options.port  where nginx listens (127.0.0.1)
 * @param options.shellPorts  the shell servers' ports
 * @param options.servicePorts  the checkout-service replicas' ports
 * @param options.runDir  nginx's pid, logs and temporary files
 * @returns the configuration's text
 */
export function renderNginxConfig({ port, shellPorts, servicePorts, runDir }) {
  const fields = {
    PORT: String(port),
    RUN_DIR: runDir,
    // As root, nginx's workers would run as `nobody`, who may not write in runDir (made 0700).
    USER: process.getuid?.() === 0 ? 'user root;' : '',
    SHELL_SERVERS: servers(shellPorts),
    SERVICE_REPLICAS: servers(servicePorts),
    STATIC_LOCATIONS: staticLocations(),
  };
  return readFileSync(TEMPLATE, 'utf8').replace(/\{\{([A-Z_]+)\}\}/g, (whole, name) => {
    if (!(name in fields)) throw new Error(`${TEMPLATE}: unknown field ${whole}`);
    return fields[name];
  });
}

/** Writes `<runDir>/nginx.conf` (and the run directory); returns its path. */
export function writeNginxConfig(options) {
  mkdirSync(options.runDir, { recursive: true });
  const file = path.join(options.runDir, 'nginx.conf');
  writeFileSync(file, renderNginxConfig(options));
  return file;
}
