import type { ComponentProps } from 'react';
import { Island } from '@/islands/island';
import { LedgerEntryList } from './ledger-entry-list';

/** The entries as an island: once live, their times read in the visitor's own zone, as in the app. */
export function EntryList(props: ComponentProps<typeof LedgerEntryList>) {
  return (
    <Island name="ledger-entries" props={props}>
      <LedgerEntryList {...props} />
    </Island>
  );
}
