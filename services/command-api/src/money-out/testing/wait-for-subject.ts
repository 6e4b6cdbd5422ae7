import type { CommandApiUnderTest } from '../../testing/command-api-under-test';

export const subjectsTo = (api: CommandApiUnderTest, email: string) =>
  api.smtp.received.filter((mail) => mail.to.includes(email)).map((mail) => mail.subject);

/** Waits (up to 10 s) until the SMTP sink received a mail with this subject for this address. */
export const waitForSubject = async (api: CommandApiUnderTest, email: string, subject: string) => {
  for (let tries = 0; tries < 100 && !subjectsTo(api, email).includes(subject); tries++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(subjectsTo(api, email)).toContain(subject);
  return api.smtp.received
    .filter((mail) => mail.to.includes(email) && mail.subject === subject)
    .at(-1)!;
};
