import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The test's own load balancer on loopback: each HTTP request goes to the next instance in turn, so
 * one user's consecutive calls (create, save, send) land on different instances, as behind a proxy
 * without sticky sessions.
 */
export const startRoundRobin = async (targets: string[]) => {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const forwarded = targets.map(() => 0);
  let turn = 0;
  const server = createServer((incoming, outgoing) => {
    const index = turn++ % targets.length;
    forwarded[index] = (forwarded[index] ?? 0) + 1;
    const forward = request(
      new URL(incoming.url ?? '/', targets[index]),
      { method: incoming.method, headers: incoming.headers, agent },
      (response) => {
        outgoing.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(outgoing);
      },
    );
    forward.on('error', (error) =>
      outgoing.writeHead(502).end(`istanza non raggiungibile: ${error.message}`),
    );
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Requests sent to each instance so far. */
    forwarded,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
    },
  };
};
