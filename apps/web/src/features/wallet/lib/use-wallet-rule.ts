import { countryNamesIn, MOBILE_MONEY_MESSAGES, walletNumberShape } from '@harambee/rules';
import { useIntl } from 'react-intl';
import { useRuleMessage } from '@/lib/i18n/rule-messages';

/**
 * A wallet rule's message in the page's language: a number that is no phone number of the wallet's country (one of
 * the routing table's) is told with that country's dial code and digits; any other rule as the shared rules say it.
 */
export function useWalletRule() {
  const intl = useIntl();
  const { say } = useRuleMessage();
  return (country: string, problem: string) => {
    const shape = walletNumberShape(country);
    if (!shape || problem !== MOBILE_MONEY_MESSAGES.phoneShape(shape.code)) return say(problem);
    return intl.formatMessage(
      { id: 'creator.rule.walletNumber' },
      {
        country: countryNamesIn(intl.locale)(country),
        dialCode: shape.dialCode,
        digits: shape.digits,
        trunkZero: shape.trunkZero ? 'yes' : 'no',
      },
    );
  };
}
