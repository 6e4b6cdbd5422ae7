import { type ParsedMail, simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string; subject: string; text: string; html: string };

/** A real SMTP server on loopback that keeps what it receives, so tests read mail as a user would. */
export const startSmtpSink = async () => {
  const received: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail: ParsedMail) => {
          const to = Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text;
          received.push({ to: to ?? '', subject: mail.subject ?? '', text: mail.text ?? '', html: mail.html || '' });
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
      const mail = [...received].reverse().find((m) => m.to.toLowerCase().includes(to.toLowerCase()));
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
    waitForMail,
    linkIn: (mail: ReceivedMail) => /https?:\/\/\S+/.exec(mail.text)?.[0] ?? '',
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
