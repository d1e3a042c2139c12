import { createConnection, createServer, type Socket } from 'node:net';

/**
 * A TCP relay on loopback between the server and PostgreSQL, which the test cuts (every connection
 * dropped, new ones refused, as when the database goes down) and restores on the same port.
 */
export const startTcpProxy = async (target: { host: string; port: number }) => {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  const server = createServer((client) => {
    const upstream = createConnection(target);
    track(client);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<number>((resolve) =>
      server.listen(port, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
    );
  const port = await listen(0);
  return {
    port,
    listening: () => server.listening,
    cut: async () => {
      await new Promise((resolve) => {
        server.close(resolve);
        for (const socket of sockets) socket.destroy();
      });
    },
    restore: async () => {
      await listen(port);
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      if (server.listening) await new Promise((resolve) => server.close(resolve));
    },
  };
};
