import { PROVIDER_RULES, type WalletProvider } from '@harambee/rules';
import type { Mail } from '../core/mailer';
import { moneyMail } from '../money-out/money-mail';

/** The owner hears of every change of the account their money is paid to, in case it was not them. */
export const walletChangedMail = (
  owner: { name: string; email: string },
  wallet: { provider: WalletProvider; country: string; maskedAccount: string; linkedAt: string },
): Mail =>
  moneyMail(
    owner.email,
    'Your payout account changed',
    [
      `Hello ${owner.name},`,
      `The payout account of your Harambee account was changed on ${wallet.linkedAt.slice(0, 10)} at ${wallet.linkedAt.slice(11, 16)} UTC: payouts now go to ${PROVIDER_RULES[wallet.provider].label} account ${wallet.maskedAccount} (${wallet.country}).`,
      'Payouts to a new account wait until our team has confirmed the change with you.',
      'If you did not make this change, reset your password now ("Forgot password?" on the sign-in page) and reply to this mail.',
    ],
    'notice',
  );
