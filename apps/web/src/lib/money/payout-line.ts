import { moneyWithSymbol, type PayoutLineParts, type PayoutRate } from '@harambee/rules';
import { publishedRate } from '../money';

type Say = (key: string, values: Record<string, string>) => string;

const rateText = (rate: PayoutRate, say: Say, locale: string) =>
  'value' in rate
    ? publishedRate(rate.value, locale)
    : say('creator.payout.crossRate', {
        firstRate: publishedRate(rate.from.value, locale),
        first: rate.from.currency,
        secondRate: publishedRate(rate.to.value, locale),
        second: rate.to.currency,
      });

/** "Paid out KSh 12,856.11 (from $54.66 at 129.35, less KSh 106.05 conversion fee)", in the page's language. */
export const payoutLine = (parts: PayoutLineParts, say: Say, locale: string) => {
  const money = ({ minor, currency }: PayoutLineParts['amount']) =>
    moneyWithSymbol(minor, currency, locale);
  const details = [
    ...parts.conversions.map((each) =>
      say('creator.payout.from', {
        amount: money(each.from),
        rate: rateText(each.rate, say, locale),
      }),
    ),
    ...(parts.fee ? [say('creator.payout.fee', { fee: money(parts.fee) })] : []),
  ];
  return say('creator.payout.line', {
    step: parts.step,
    amount: money(parts.amount),
    details: details.length > 0 ? details.join(', ') : 'none',
  });
};
