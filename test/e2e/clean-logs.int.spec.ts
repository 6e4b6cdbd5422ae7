import { simpleParser } from 'mailparser';
import { TEST_ADMIN, type TestHarambee, startHarambee } from '../support/harambee-server';

/** Every line the process writes while the flows run, at the chattiest log level. */
const captureOutput = () => {
  const lines: string[] = [];
  const originals = { stdout: process.stdout.write, stderr: process.stderr.write };
  const capture = (chunk: unknown) => {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    return true;
  };
  process.stdout.write = capture as typeof process.stdout.write;
  process.stderr.write = capture as typeof process.stderr.write;
  const level = process.env.LOG_LEVEL;
  process.env.LOG_LEVEL = 'debug';
  return {
    lines,
    restore: () => {
      Object.assign(process.stdout, { write: originals.stdout });
      Object.assign(process.stderr, { write: originals.stderr });
      if (level === undefined) delete process.env.LOG_LEVEL;
      else process.env.LOG_LEVEL = level;
    },
  };
};

const NEW_PASSWORD = 'FreshPass456';
const WRONG_PASSWORD = 'WrongPass999';

describe.each([
  ['an SMTP server', {}],
  ['no SMTP server (the outbox folder)', { SMTP_URL: '' }],
])('the logs, with %s, when someone verifies an email and resets a password', (_label, env) => {
  let harambee: TestHarambee;
  let output: ReturnType<typeof captureOutput>;
  const secrets: string[] = [];

  /** The newest mail to the address, from the SMTP sink or from the admins' development mailbox. */
  const mailTo = async (email: string, subject: string) => {
    if (harambee.config.smtpUrl) return (await harambee.smtp.waitForMail(email)).text;
    // The reset mail is sent after the answer, so it may take a moment to be written.
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const { body } = await harambee.api('/dev/mailbox', { token: harambee.adminToken });
      for (const { raw } of body.data.mails as { raw: string }[]) {
        const mail = await simpleParser(raw);
        if (mail.subject === subject && JSON.stringify(mail.to).includes(email))
          return mail.text ?? '';
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no mail to ${email}`);
  };
  const linkIn = (text: string) => /https?:\/\/\S+/.exec(text)![0];

  beforeAll(async () => {
    output = captureOutput();
    harambee = await startHarambee({ env });
    const creator = `creator-${Math.random().toString(36).slice(2)}@example.org`;
    await harambee.api('/auth/request-verification', {
      method: 'POST',
      json: { email: creator, name: 'Amina', formData: { title: 'Cold rooms' } },
    });
    const verifyLink = new URL(
      linkIn(await mailTo(creator, 'Verify your email to launch your Harambee campaign')),
    );
    await harambee.api(`/auth/verify-token?${verifyLink.searchParams}`);
    await harambee.api(`/auth/get-verification-data?${verifyLink.searchParams}`);

    await harambee.api('/auth/forgot-password', {
      method: 'POST',
      json: { email: TEST_ADMIN.email },
    });
    const resetLink = linkIn(await mailTo(TEST_ADMIN.email, 'Reset your Harambee password'));
    const resetToken = resetLink.split('/reset-password/')[1]!;
    await harambee.api(`/auth/reset-password/${resetToken}`);
    await harambee.api(`/auth/reset-password/${resetToken}`, {
      method: 'POST',
      json: { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    await harambee.api(`/auth/reset-password/${resetToken}`, {
      method: 'POST',
      json: { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    await harambee.api('/auth/login', {
      method: 'POST',
      json: { email: TEST_ADMIN.email, password: WRONG_PASSWORD },
    });
    await harambee.login(TEST_ADMIN.email, NEW_PASSWORD);
    await new Promise((resolve) => setTimeout(resolve, 300));

    secrets.push(
      verifyLink.href,
      verifyLink.searchParams.get('token')!.split('.')[1]!,
      resetLink,
      resetToken,
      resetToken.split('.')[1]!,
      TEST_ADMIN.password,
      NEW_PASSWORD,
      WRONG_PASSWORD,
    );
  }, 60_000);
  afterAll(async () => {
    output.restore();
    await harambee?.stop();
  });

  it('then no line holds a link, a token or a password', () => {
    expect(output.lines.length).toBeGreaterThan(0);
    for (const secret of secrets)
      expect(output.lines.filter((line) => line.includes(secret))).toEqual([]);
    expect(
      output.lines.filter((line) => /token=|reset-password\/|verify-email\?/.test(line)),
    ).toEqual([]);
  });

  it('then a mail written to the folder is logged by its recipient alone', () => {
    const written = output.lines.filter((line) => line.includes('written to the outbox'));
    if (harambee.config.smtpUrl) return expect(written).toEqual([]);
    expect(written.map((line) => JSON.parse(line).message)).toEqual([
      expect.stringMatching(/^mail to creator-\w+@example\.org written to the outbox$/),
      `mail to ${TEST_ADMIN.email} written to the outbox`,
    ]);
  });
});
