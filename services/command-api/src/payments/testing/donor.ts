/** The donor of the payment specs, as the donate page sends them. */
export const donor = {
  donorName: 'Wanjiru Kamau',
  anonymous: false,
  message: '',
  email: 'wanjiru@example.org',
  isRecurring: false,
  recurringInterval: null,
  dedication: null,
};

/** What a donor who chose nothing more sends with a gift: named, no message or email, once, no dedication. */
export const PLAIN_CHOICES = {
  anonymous: false,
  message: '',
  email: null,
  isRecurring: false,
  recurringInterval: null,
  dedication: null,
};

/** Her $25 gift with a word for the campaign, before the campaign and the way to pay are said. */
export const gift = { amount: 25, ...donor, message: 'Pole sana' };
