import { disputeClosedCreatorMail, disputeOpenedCreatorMail } from './creator-dispute-mail';

const creator = { name: 'Amina', email: 'amina@example.org', language: 'fr' };
const gift = {
  paymentId: 'pay_1',
  donationId: 'd-1',
  campaignId: 'c-1',
  provider: 'paystack' as const,
  amountCents: 2_500,
  currency: 'usd',
  charged: { currency: 'KES' as const, amountMinor: 323_375 },
  disputeId: 'dp_1',
};

describe("the creator's dispute mails", () => {
  it('when a gift to a paid-out campaign is disputed, then the French mail says the shillings and their dollars, owed if lost, and the deadline', () => {
    const mail = disputeOpenedCreatorMail(creator, 'Ruches de Kisumu', {
      ...gift,
      reason: 'fraudulent',
      evidenceDueBy: '2026-12-15T23:59:59.000Z',
      afterPayout: true,
      openedAt: '2026-12-01T10:00:00.000Z',
    });
    expect(mail.subject).toBe('Un don à «\u00a0Ruches de Kisumu\u00a0» est contesté');
    expect(mail.text).toMatch(/conteste 3\s233,75\sKSh \(25,00\s\$US\) de son don/);
    expect(mail.text).toContain('si le litige est perdu, vous devrez rembourser ce montant');
    expect(mail.text).toContain('avant le 15 décembre 2026');
  });

  it('when that dispute is lost after the payout, then the mail says the creator owes it; won, that the money is back', () => {
    const closed = (outcome: 'won' | 'lost') =>
      disputeClosedCreatorMail({ ...creator, language: 'en' }, 'Kisumu hives', {
        ...gift,
        outcome,
        afterPayout: true,
        closedAt: '2026-12-20T10:00:00.000Z',
      });
    expect(closed('lost').text).toContain('you owe this amount back');
    expect(closed('won').text).toContain("closed in your campaign's favour");
    expect(closed('won').text).not.toContain('you owe');
  });
});
