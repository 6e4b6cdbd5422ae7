import { refusesCents } from './whole-units';

describe('cents on a network that takes whole units', () => {
  it('when shillings with cents are given by M-PESA, then they are refused; whole shillings are not', () => {
    expect(refusesCents('500.50', 'KES', 'mobileMoney', 'KES')).toBe(true);
    expect(refusesCents('500.05', 'KES', 'mobileMoney', 'KES')).toBe(true);
    expect(refusesCents('500', 'KES', 'mobileMoney', 'KES')).toBe(false);
    expect(refusesCents('500.00', 'KES', 'mobileMoney', 'KES')).toBe(false);
    expect(refusesCents('1,500', 'KES', 'mobileMoney', 'KES')).toBe(false);
  });

  it('when cents are given by card, or typed in another money than the wallet’s, then they are not refused (converted and rounded instead)', () => {
    expect(refusesCents('500.50', 'KES', 'card', 'KES')).toBe(false);
    expect(refusesCents('25.50', 'USD', 'mobileMoney', 'KES')).toBe(false);
    expect(refusesCents('25.50', 'GHS', 'mobileMoney', undefined)).toBe(false);
  });

  it('when the amount cannot be read, then this rule leaves it to the amount’s own', () => {
    expect(refusesCents('lots', 'KES', 'mobileMoney', 'KES')).toBe(false);
    expect(refusesCents('1.234', 'KES', 'mobileMoney', 'KES')).toBe(false);
  });
});
