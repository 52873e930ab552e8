/** The baseline: a plain node:http hello server in its own process, as each measured server runs. */
import http from 'node:http';

const server = http.createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end('{"hello":"world"}');
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
