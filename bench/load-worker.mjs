// One autocannon run in a worker thread or a forked child process, so the load generator does not share
// the server's event loop (a child also keeps its memory out of the server process's).
// Records every response time itself: autocannon's own summary has no 95th percentile.
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

const job = parentPort ? workerData : await new Promise((resolve) => process.once('message', resolve));
const { url, connections, duration, method, paths, body, headers, rotateForwardedFor, overallRate } = job;
const latencies = [];
// How the server's response cache answered (its x-cache header), when the route has one.
const cache = { hit: 0, miss: 0 };
let next = 0;

const result = await autocannon({
  url,
  connections,
  duration,
  ...(overallRate ? { overallRate } : {}),
  requests: [
    {
      method,
      body,
      headers,
      setupRequest(request) {
        const n = next++;
        const path = paths[n % paths.length];
        // Each request from its own client address (the server trusts X-Forwarded-For here), as many users would be.
        const extra = rotateForwardedFor ? { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` } : {};
        return { ...request, path, headers: { ...request.headers, ...extra } };
      },
    },
  ],
  setupClient(client) {
    client.on('response', (_status, _bytes, responseTime) => latencies.push(responseTime));
    client.on('headers', ({ headers: raw }) => {
      for (let i = 0; i < raw.length; i += 2) {
        if (raw[i].toLowerCase() === 'x-cache') cache[raw[i + 1] === 'hit' ? 'hit' : 'miss']++;
      }
    });
  },
});

const reply = {
  requests: latencies.length,
  errors: result.errors,
  timeouts: result.timeouts,
  non2xx: result.non2xx,
  statusCodes: result.statusCodeStats,
  latencies,
  cache,
};
if (parentPort) parentPort.postMessage(reply);
else process.send(reply, () => process.disconnect());
