import { createServer, type Server, type Socket } from 'node:net';
import type { MailSender, OutgoingMail } from '../../src/jobs/notificationDelivery';

/** The mail server, the one thing outside the system: it takes messages, or refuses while `down`. */
export const fakeMailServer = () => {
  const received: OutgoingMail[] = [];
  const server = {
    received,
    down: false,
    sender: {
      send: async (mail: OutgoingMail) => {
        if (server.down) throw new Error('connect ECONNREFUSED 127.0.0.1:2525');
        received.push(mail);
      },
      close: () => undefined,
    } satisfies MailSender,
  };
  return server;
};

/**
 * A real SMTP peer on a loopback port, as much of one as nodemailer's `verify()` needs: a greeting,
 * EHLO, QUIT. It counts the connections it takes, and can be stopped and started again on its port.
 */
export const startSmtpPeer = async (port = 0) => {
  const sockets = new Set<Socket>();
  const peer: { port: number; connections: number; stop: () => Promise<void>; start: () => Promise<void> } = {
    port,
    connections: 0,
    stop: async () => undefined,
    start: async () => undefined,
  };
  let server: Server | null = null;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      const listening = createServer((socket) => {
        peer.connections += 1;
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.write('220 peer.test ESMTP\r\n');
        socket.setEncoding('utf8');
        let pending = '';
        socket.on('data', (chunk: string) => {
          pending += chunk;
          for (let end = pending.indexOf('\r\n'); end >= 0; end = pending.indexOf('\r\n')) {
            const command = pending.slice(0, end).toUpperCase();
            pending = pending.slice(end + 2);
            if (command.startsWith('EHLO') || command.startsWith('HELO')) socket.write('250 peer.test\r\n');
            else if (command.startsWith('QUIT')) socket.end('221 bye\r\n');
            else socket.write('502 not implemented\r\n');
          }
        });
      });
      listening.once('error', reject);
      listening.listen(peer.port, '127.0.0.1', () => {
        const address = listening.address();
        if (typeof address === 'object' && address) peer.port = address.port;
        server = listening;
        resolve();
      });
    });
  peer.stop = () =>
    new Promise<void>((resolve) => {
      const current = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      if (current) current.close(() => resolve());
      else resolve();
    });
  peer.start = start;
  await start();
  return peer;
};
