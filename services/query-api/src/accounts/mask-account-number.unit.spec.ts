import { maskAccountNumber } from './account-routes';

describe('maskAccountNumber', () => {
  it.each([
    ['0712345678', '******5678'],
    ['+254712345678', '*********5678'],
    ['123', '123'],
  ])(
    'when the account number is %s, then only its last 4 characters show: %s',
    (accountNumber, masked) => {
      expect(maskAccountNumber(accountNumber)).toBe(masked);
    },
  );
});
