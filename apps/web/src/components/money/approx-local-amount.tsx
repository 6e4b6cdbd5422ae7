import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { approximately, localeCurrency, useExchangeRates } from '@/lib/exchange-rates';

const unchanging = () => () => {};

/**
 * "≈ KSh 160,208" beside US dollars, in the visitor's own currency at the server's quoted rate. The server cannot
 * know the visitor's locale, so it renders nothing and the browser adds the amount once hydrated. The amount is
 * written the browser's way in English, as always, and the page's way in another language ('≈ 160 208 Ksh').
 */
export function ApproxLocalAmount({ dollars }: { dollars: number }) {
  const locale = useSyncExternalStore(
    unchanging,
    () => navigator.language,
    () => undefined,
  );
  const currency = localeCurrency(locale);
  const page = useIntl().locale;
  const rates = useExchangeRates(currency !== 'USD');
  const local = approximately(dollars, currency, rates.data, page === 'en' ? undefined : page);
  return local ? <span data-testid="amount-raised-local"> ≈ {local}</span> : null;
}
