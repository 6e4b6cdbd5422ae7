import { useSyncExternalStore } from 'react';
import { approximately, localeCurrency, useExchangeRates } from '@/lib/exchange-rates';

const unchanging = () => () => {};

/**
 * "≈ KSh 160,208" beside US dollars, in the visitor's own currency at the server's quoted rate. The server cannot
 * know the visitor's locale, so it renders nothing and the browser adds the amount once hydrated.
 */
export function ApproxLocalAmount({ dollars }: { dollars: number }) {
  const locale = useSyncExternalStore(
    unchanging,
    () => navigator.language,
    () => undefined,
  );
  const currency = localeCurrency(locale);
  const rates = useExchangeRates(currency !== 'USD');
  const local = approximately(dollars, currency, rates.data);
  return local ? <span data-testid="amount-raised-local"> ≈ {local}</span> : null;
}
