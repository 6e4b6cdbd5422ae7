/** The sender's address as a mail link; an erased message has none left to show. */
export function ContactEmail({ email }: { email: string }) {
  return email ? <a href={`mailto:${email}`}>{email}</a> : <span>Erased</span>;
}
