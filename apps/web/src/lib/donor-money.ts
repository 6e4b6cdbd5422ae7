import {
  cookieValue,
  CURRENCY_COOKIE,
  type CurrencyCode,
  type DonorMoney,
  donorMoneyChoice,
  GOAL_CURRENCY,
} from '@harambee/rules';
import { createContext, useContext } from 'react';
import { readPreferences } from './cookie-consent';

const ServerDonorMoney = createContext<DonorMoney | undefined>(undefined);

/** The currency and country the server rendered the donate form with (from the visitor's request), for hydration. */
export const ServerDonorMoneyProvider = ServerDonorMoney.Provider;

const A_YEAR_S = 365 * 24 * 60 * 60;

/** The currency picked on a form during this visit: a form opened afterwards starts in it. */
let pickedThisVisit: CurrencyCode | undefined;

/**
 * The donor's pick of currency, for the next donate form they open (the server reads the cookie). Asked for and holding
 * nothing about them, it lasts the browser session without consent (a user-interface choice, like the language); kept
 * a year only when they accepted functional cookies.
 */
export function rememberCurrency(currency: CurrencyCode) {
  pickedThisVisit = currency;
  const lasting = readPreferences().functionality ? `; Max-Age=${A_YEAR_S}` : '';
  document.cookie = `${CURRENCY_COOKIE}=${currency}; Path=/; SameSite=Lax${lasting}`;
}

/** The browser's own view: the remembered pick, its languages and the page's (the same rule the server applies). */
const browserDonorMoney = (pageLanguage: string): DonorMoney =>
  typeof document === 'undefined'
    ? donorMoneyChoice({ pageLanguage })
    : donorMoneyChoice({
        remembered: pickedThisVisit ?? cookieValue(document.cookie, CURRENCY_COOKIE),
        acceptLanguage: navigator.languages.join(','),
        pageLanguage,
      });

/**
 * What a donate form starts with. The first form of a page the server rendered starts as the server rendered it (so
 * hydration matches); a form opened later in the visit reads the browser, where a pick made meanwhile wins.
 */
export function useStartingDonorMoney(pageLanguage: string): () => DonorMoney {
  const fromServer = useContext(ServerDonorMoney);
  return () => (pickedThisVisit || !fromServer ? browserDonorMoney(pageLanguage) : fromServer);
}

/**
 * The donor's own money, to show a dollar amount in ("≈ 6 020 F CFA"): the form's starting money, read in the browser,
 * though a donor who picked dollars still has their languages' country. Only once the page is the browser's.
 */
export function donorLocalMoney(pageLanguage: string): DonorMoney {
  const money = browserDonorMoney(pageLanguage);
  return money.currency === GOAL_CURRENCY
    ? donorMoneyChoice({ acceptLanguage: navigator.languages.join(','), pageLanguage })
    : money;
}
