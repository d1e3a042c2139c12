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
