const methodKinds: Record<string, string> = {
  card: 'card',
  creditCard: 'card',
  mobileMoney: 'mobileMoney',
  bitcoin: 'crypto',
  admin: 'recorded',
  generated: 'recorded',
};

const english: Record<string, string> = {
  card: 'Card',
  mobileMoney: 'Mobile money',
  crypto: 'Cryptocurrency',
  recorded: 'Recorded by Harambee',
  other: 'Other',
};

/** Names a kind of payment (`card`, `mobileMoney`, `crypto`, `recorded`, `other`), with the card's last digits. */
export type SayMethod = (kind: string, last4: string | null) => string;

const inEnglish: SayMethod = (kind, last4) =>
  last4 ? `${english[kind]} ending in ${last4}` : english[kind]!;

/** How the receipt names the payment: `Card ending in 4242`, `Mobile money`; in the page's words through `say`. */
export function paymentMethodLabel(method: string, last4: string | null, say = inEnglish): string {
  return say(methodKinds[method] ?? 'other', last4);
}
