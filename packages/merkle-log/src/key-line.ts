/**
 * A public key in SPKI PEM as one line of base64, as a receipt prints it and the README names it. On its own, so a
 * page that prints the key loads none of the verifier's cryptography.
 */
export const publicKeyLine = (pem: string) =>
  pem.replace(/-----(BEGIN|END) PUBLIC KEY-----|\s/g, '');
