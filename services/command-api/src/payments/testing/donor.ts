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
