import { message } from '@harambee/messages';
import { waitOf } from '@harambee/rules';

const sentence = (wait: string) =>
  `Too many failed sign-ins for this account. Please wait ${wait} before trying again. If the account exists, its owner has been emailed a one-time sign-in link.`;

describe("the sign-in wait's words", () => {
  it.each([
    [1, '1 second'],
    [2, '2 seconds'],
    [89, '89 seconds'],
    [90, '2 minutes'],
    [900, '15 minutes'],
  ])('when an account must wait %i s, then the English catalogue says "%s"', (seconds, wait) => {
    expect(message('en', 'signIn.throttled', waitOf(seconds))).toBe(sentence(wait));
  });
});
