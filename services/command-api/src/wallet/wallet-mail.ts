import { countryNamesIn, PROVIDER_RULES, type WalletProvider } from '@harambee/rules';
import type { Mail } from '../core/mailer';
import { mailLanguage, mailWords } from '../mail/mail-language';
import { moneyMail } from '../money-out/money-mail';

/** The owner hears of every change of the account their money is paid to, in case it was not them. */
export const walletChangedMail = (
  owner: { name: string; email: string; language?: string },
  wallet: { provider: WalletProvider; country: string; maskedAccount: string; linkedAt: string },
): Mail => {
  const language = mailLanguage(owner.language);
  const { say, day } = mailWords(language);
  return moneyMail(
    owner.email,
    say('mail.wallet.subject'),
    [
      say('mail.hello', { name: owner.name }),
      say('mail.wallet.changed', {
        date: day(wallet.linkedAt),
        time: wallet.linkedAt.slice(11, 16),
        provider: PROVIDER_RULES[wallet.provider].label,
        account: wallet.maskedAccount,
        country: countryNamesIn(language)(wallet.country),
      }),
      say('mail.wallet.wait'),
      say('mail.wallet.notYou'),
    ],
    'notice',
  );
};
