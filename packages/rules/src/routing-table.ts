import { COUNTRY_CURRENCIES } from './currency';
import {
  MOBILE_MONEY_COUNTRIES,
  MOBILE_MONEY_COUNTRY_CODES,
  MOBILE_MONEY_PROVIDER_LABELS,
  type MobileMoneyProvider,
  mobileMoneyProvidersIn,
} from './mobile-money';

type Route = { takenBy: readonly string[]; paidOutBy: readonly string[] };

const named = (providers: readonly string[]) =>
  providers.filter((provider) => provider !== 'sandbox').join(', ') || '— (sandbox only)';

/**
 * The routing table as the README's payments section shows it, one row per country and network: who charges its
 * wallets and who pays out to them. Printed by `npx tsx packages/rules/src/print-routing-table.ts`; a unit test
 * keeps the README's copy the same.
 */
export const routingTableRows = () => [
  ['Country', 'Currency', 'Network', 'Charged by', 'Paid out by'],
  ...MOBILE_MONEY_COUNTRY_CODES.flatMap((country) =>
    mobileMoneyProvidersIn(country).map((network: MobileMoneyProvider) => {
      const route = (MOBILE_MONEY_COUNTRIES[country].networks as Record<string, Route>)[network]!;
      return [
        `${MOBILE_MONEY_COUNTRIES[country].name} (${country})`,
        COUNTRY_CURRENCIES[country]!,
        MOBILE_MONEY_PROVIDER_LABELS[network],
        named(route.takenBy),
        route.paidOutBy.join(', ') || '—',
      ];
    }),
  ),
];

/** The rows as a Markdown table laid out as Prettier lays one out. */
export const routingTableMarkdown = () => {
  const rows = routingTableRows();
  const widths = rows[0]!.map((_, column) =>
    Math.max(3, ...rows.map((row) => [...row[column]!].length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell + ' '.repeat(widths[column]! - [...cell].length)).join(' | ')} |`;
  return [
    line(rows[0]!),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.slice(1).map(line),
  ].join('\n');
};
