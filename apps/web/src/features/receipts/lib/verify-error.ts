/** Why the checks could not run (apart from the verifier, which loads on the first press): in English, and by a catalogue key for the page's language. */
export class VerifyError extends Error {
  constructor(
    message: string,
    readonly key: string,
    readonly values: Record<string, string>,
  ) {
    super(message);
  }
}
