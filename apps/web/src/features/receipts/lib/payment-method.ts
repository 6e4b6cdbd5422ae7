const methodNames: Record<string, string> = {
  card: 'Card',
  creditCard: 'Card',
  mobileMoney: 'Mobile money',
  bitcoin: 'Cryptocurrency',
  admin: 'Recorded by Harambee',
  generated: 'Recorded by Harambee',
};

/** How the receipt names the payment: `Card ending in 4242`, `Mobile money`. */
export function paymentMethodLabel(method: string, last4: string | null): string {
  const name = methodNames[method] ?? 'Other';
  return last4 ? `${name} ending in ${last4}` : name;
}
