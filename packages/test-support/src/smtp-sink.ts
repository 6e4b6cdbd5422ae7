import { type ParsedMail, simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string; subject: string; text: string; html: string };

/** The reply code to refuse a recipient with (4xx for a while, 5xx for good), or undefined to accept. */
export type Refusal = (to: string) => number | undefined;

/**
 * A real SMTP server on loopback that keeps what it receives, so tests read mail as a user would.
 * `refuse` answers RCPT TO with an error code, as a mail server that is busy or knows no such user.
 */
export const startSmtpSink = async (options: { refuse?: Refusal } = {}) => {
  const received: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const connections = { opened: 0, open: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onConnect(_session, done) {
      connections.opened++;
      connections.open++;
      done();
    },
    onClose() {
      connections.open--;
    },
    onRcptTo(address, _session, done) {
      const code = options.refuse?.(address.address);
      done(
        code
          ? Object.assign(new Error(code >= 500 ? 'No such user here' : 'Try again later'), {
              responseCode: code,
            })
          : undefined,
      );
    },
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail: ParsedMail) => {
          const to = Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text;
          received.push({
            to: to ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: mail.html || '',
          });
          waiters.splice(0).forEach((wake) => wake());
          done();
        })
        .catch(done);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const waitForMail = async (to: string, timeoutMs = 15_000): Promise<ReceivedMail> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = [...received]
        .reverse()
        .find((m) => m.to.toLowerCase().includes(to.toLowerCase()));
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Connections ever opened to the sink, and those open now. */
    connections,
    waitForMail,
    linkIn: (mail: ReceivedMail) => /https?:\/\/\S+/.exec(mail.text)?.[0] ?? '',
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
