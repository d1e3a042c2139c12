import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One e-mail as the SMTP peer took it. */
export interface ReceivedMail {
  /** The envelope's recipients. */
  to: string[];
  subject: string;
  text: string;
  messageId: string;
}

/**
 * A real SMTP server on a loopback port (smtp-server, by nodemailer's author), keeping every message
 * it accepts. It can be stopped and started again on the same port, as a mail server that goes down.
 */
export const startMailPeer = async (port: number) => {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | null = null;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      const peer = new SMTPServer({
        // A plain loopback peer: no STARTTLS offered, no sign-in asked.
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, session, callback) {
          simpleParser(stream).then(
            (parsed) => {
              received.push({
                to: session.envelope.rcptTo.map((recipient) => recipient.address),
                subject: parsed.subject ?? '',
                text: parsed.text ?? '',
                messageId: parsed.messageId ?? '',
              });
              callback();
            },
            (error: Error) => callback(error),
          );
        },
      });
      peer.once('error', reject);
      peer.listen(port, '127.0.0.1', () => resolve());
      server = peer;
    });
  await start();
  return {
    received,
    /** Stops listening: the portal's next attempts are refused. */
    stop: () =>
      new Promise<void>((resolve) => {
        const current = server;
        server = null;
        if (current) current.close(() => resolve());
        else resolve();
      }),
    /** Listens again on the same port. */
    start,
  };
};
