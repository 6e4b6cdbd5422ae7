import { type MessageKey, reasonIn } from '@harambee/messages';
import { moneyWithSymbol, PROVIDER_RULES } from '@harambee/rules';
import type { Mail } from '../core/mailer';
import { mailLanguage, mailWords } from '../mail/mail-language';
import { moneyMail } from '../money-out/money-mail';
import type { WithdrawalRequest } from './withdrawal-state';
import type { PayoutPlan } from './withdrawal-currencies';

export type WithdrawalStep = 'requested' | 'approved' | 'paid' | 'failed' | 'rejected';

/**
 * The creator's mail at each step of a withdrawal, with the amounts as the request computed them; once approved, the
 * amount is what reaches the wallet in its own currency (the approval's payout, after any conversion and its fee),
 * laid out by Intl for the mail's language. The request's mail adds what would reach a wallet in another currency
 * than the dollar at today's rates (`payout`, an estimate then), as the wallet page shows it.
 */
export const withdrawalMail = (
  creator: { name: string; email: string; language?: string },
  request: WithdrawalRequest,
  step: WithdrawalStep,
  reason?: string,
  payout?: Pick<PayoutPlan, 'currency' | 'amountMinor'>,
): Mail => {
  const { say, usd, language } = mailWords(mailLanguage(creator.language));
  const account = say('mail.withdrawal.account', {
    provider: PROVIDER_RULES[request.wallet.provider].label,
    account: request.wallet.maskedAccount,
  });
  const net = usd(request.netCents);
  const arriving = payout ? moneyWithSymbol(payout.amountMinor, payout.currency, language) : net;
  const lines: Record<WithdrawalStep, string[]> = {
    requested: [
      say('mail.withdrawal.requested', {
        net,
        gross: usd(request.grossCents),
        platformFee: usd(request.platformFeeCents),
        processingFees: usd(request.processingFeesCents),
      }),
      // Before approval the wallet's amount is an estimate at today's rate, as the wallet page says.
      ...(payout && payout.currency !== 'USD'
        ? [say('mail.withdrawal.requestedArrives', { amount: arriving, account })]
        : []),
      say('mail.withdrawal.review'),
    ],
    approved: [say('mail.withdrawal.approved', { net: arriving, account })],
    paid: [say('mail.withdrawal.paid', { net: arriving, account })],
    failed: [
      say('mail.withdrawal.failed', {
        net: arriving,
        account,
        reason: reason ? reasonIn(language, reason) : say('mail.withdrawal.transferFailed'),
      }),
      say('mail.withdrawal.inTouch'),
    ],
    rejected: [
      say('mail.withdrawal.rejected', { net, reason: reason ?? '' }).trim(),
      say('mail.withdrawal.questions'),
    ],
  };
  return moneyMail(
    creator.email,
    say(`mail.withdrawal.${step}.subject` as MessageKey),
    [say('mail.hello', { name: creator.name }), ...lines[step]],
    'withdrawal',
  );
};
