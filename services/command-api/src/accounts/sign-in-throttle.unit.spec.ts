import { message } from '@harambee/messages';
import { SIGN_IN_MESSAGES, waitOf } from '@harambee/rules';

describe("the sign-in wait's words", () => {
  it.each([1, 2, 16, 64, 89, 90, 128, 256, 512, 900])(
    "when an account must wait %i s, then the English catalogue writes the spec's very text",
    (seconds) => {
      expect(message('en', 'signIn.throttled', waitOf(seconds))).toBe(
        SIGN_IN_MESSAGES.throttled(seconds),
      );
    },
  );
});
