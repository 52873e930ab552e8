/**
 * Stops a throwaway cluster whose owner died before stopping it (cluster.js): started by the
 * owner with the other end of a pipe on its stdin. The owner writes `stopped` when it stopped the
 * cluster itself; a pipe that closes without it means the owner is gone (Ctrl-C on a test run, a
 * SIGKILL), and the cluster is stopped and its folder deleted here.
 * Arguments: the folder, then the stop command as JSON.
 */
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');

const [dir, stopCommand] = process.argv.slice(2);
let said = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (text) => (said += text));
process.stdin.on('close', () => {
  if (said.includes('stopped')) return;
  const [command, ...args] = JSON.parse(stopCommand);
  spawnSync(command, args, { stdio: 'ignore' });
  fs.rmSync(dir, { recursive: true, force: true });
});
