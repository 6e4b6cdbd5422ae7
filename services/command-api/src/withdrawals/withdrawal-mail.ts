import { PROVIDER_RULES } from '@harambee/rules';
import type { Mail } from '../core/mailer';
import { moneyMail, usd } from '../money-out/money-mail';
import type { WithdrawalRequest } from './withdrawal';

export type WithdrawalStep = 'requested' | 'approved' | 'paid' | 'failed' | 'rejected';

const subjects: Record<WithdrawalStep, string> = {
  requested: 'We received your withdrawal request',
  approved: 'Your withdrawal was approved',
  paid: 'Your payout has been sent',
  failed: 'Your payout could not be sent',
  rejected: 'Your withdrawal was not approved',
};

/** The creator's mail at each step of a withdrawal, with the amounts as the request computed them. */
export const withdrawalMail = (
  creator: { name: string; email: string },
  request: WithdrawalRequest,
  step: WithdrawalStep,
  reason?: string,
): Mail => {
  const { label } = PROVIDER_RULES[request.wallet.provider];
  const account = `${label} account ${request.wallet.maskedAccount}`;
  const net = usd(request.netCents);
  const lines: Record<WithdrawalStep, string[]> = {
    requested: [
      `Your withdrawal of ${net} was requested: ${usd(request.grossCents)} raised, less the ${usd(request.platformFeeCents)} platform fee and ${usd(request.processingFeesCents)} processing fees.`,
      'Our team reviews it before the money is sent.',
    ],
    approved: [`Your withdrawal of ${net} was approved and is on its way to your ${account}.`],
    paid: [`${net} was sent to your ${account}.`],
    failed: [
      `We could not send ${net} to your ${account}: ${reason ?? 'the transfer failed'}.`,
      'Our team will be in touch.',
    ],
    rejected: [
      `Your withdrawal of ${net} was not approved: ${reason ?? ''}`.trim(),
      'Reply to this mail if you have questions.',
    ],
  };
  return moneyMail(
    creator.email,
    subjects[step],
    [`Hello ${creator.name},`, ...lines[step]],
    'withdrawal',
  );
};
