import { useIntl } from 'react-intl';
import { useDisplayTime } from '@/hooks/use-display-time';
import { useHydrated } from '@/hooks/use-hydrated';
import { donorLocalMoney } from '@/lib/donor-money';
import { approximately, useExchangeRates } from '@/lib/exchange-rates';
import { useRateAge } from '@/lib/i18n/use-rate-age';

/**
 * "≈ 6 020 F CFA" beside US dollars, in the donor's own money (as the donate form starts: their pick, else their
 * browser's languages, else the page's) at the server's quoted rate, with the rate's source and age as the donate
 * form's quote gives them. The server cannot know the rate's age when the page is read, so it renders nothing, nor
 * does hydration; the browser adds the amount once the page is its own.
 */
export function ApproxLocalAmount({
  dollars,
  testId = 'amount-raised-local',
}: {
  dollars: number;
  testId?: string;
}) {
  const page = useIntl().locale;
  const hydrated = useHydrated();
  const money = hydrated ? donorLocalMoney(page) : undefined;
  const rates = useExchangeRates(money !== undefined && money.currency !== 'USD');
  const age = useRateAge();
  const { now } = useDisplayTime();
  const local = money && approximately(dollars, money, rates.data, page);
  if (!local) return null;
  const { source, asOf } = rates.data ?? {};
  return (
    <>
      <span data-testid={testId}> ≈ {local}</span>
      {source && asOf && (
        <small data-testid={`${testId}-rate`}>
          {' '}
          ({source}, {age(asOf, now.getTime())})
        </small>
      )}
    </>
  );
}
