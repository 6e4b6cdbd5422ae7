import type { EventOf, StoredEvent } from '@harambee/events';
import { isLanguage, type Language } from '@harambee/messages';
import type { CommandApiDeps } from '../core/deps';
import {
  NOTHING_DONE,
  NotYet,
  type ProcessManager,
  reactionContext,
} from '../core/process-manager';
import { pathInLanguage } from '../mail/mail-language';
import { ledgerEntryToName } from '../receipts/receipt';
import { receiptPath } from '../receipts/receipt-link';
import { giftOf, ledgerIndexOf } from '../receipts/receipt-mail-process-manager';
import { wholeMoney } from '../ussd/ussd-screen';
import { phoneGiftStream } from './phone-gift';
import { smsSenderOf } from './sms-sender';
import { smsText } from './sms-text';
import { textedAlready, textOnce } from './text-once';

type Receipt = EventOf<'ReceiptIssued'>['data'];

/** The receipt as a text: its number, what the phone paid, the campaign, the ledger entry and the receipt's page. */
export const receiptSms = (
  receipt: Receipt,
  language: Language,
  ledgerIndex: number | null,
  link: string,
) => {
  const paid = receipt.charged ?? { currency: 'USD' as const, amountMinor: receipt.amountCents };
  const values = {
    number: receipt.receiptNumber,
    amount: wholeMoney(paid.amountMinor, paid.currency, language),
    title: receipt.campaignTitle,
    link,
  };
  return ledgerIndex === null
    ? smsText(language, 'sms.receiptPending', values)
    : smsText(language, 'sms.receipt', { ...values, entry: ledgerIndex });
};

const languageOf = (language: string): Language => (isLanguage(language) ? language : 'en');

/**
 * Texts the receipt of a gift begun from a phone to that phone, in the language it gave in, once its ledger entry
 * is placed (or the wait for it is over, as for the mail). Nothing when texting is not configured, the gift was
 * not begun from a phone, or its number was erased.
 */
export const textReceiptOf = async (deps: CommandApiDeps, issued: StoredEvent) => {
  if (!smsSenderOf(deps.config) || issued.type !== 'ReceiptIssued') return NOTHING_DONE;
  const receipt = issued.data;
  const { events } = await deps.store.readStream(phoneGiftStream(receipt.paymentId));
  const started = events.find((event) => event.type === 'PhoneGiftStarted');
  if (!started?.data.phone || (await textedAlready(deps, 'receipt', receipt.receiptId)))
    return NOTHING_DONE;
  const gift = await giftOf(deps.store, receipt.paymentId);
  const now = deps.clock();
  const entry = ledgerEntryToName(receipt, gift && (await ledgerIndexOf(deps.store, gift)), now);
  if (entry === 'wait') throw new NotYet(`receipt ${receipt.receiptId} waits for its ledger entry`);
  const language = languageOf(started.data.language);
  const path = receiptPath(deps.config.jwtSecret, receipt.receiptId);
  const link = `${deps.config.publicUrl}${pathInLanguage(language, path)}`;
  await textOnce(
    deps,
    {
      purpose: 'receipt',
      regarding: receipt.receiptId,
      to: started.data.phone,
      words: receiptSms(receipt, language, entry, link),
    },
    reactionContext(issued, now),
  );
};

/**
 * Texts each receipt of a phone gift issued from now on. The text is handed to the gateway before its SmsSent is
 * appended: a crash between the two may text the receipt twice, never lose it.
 */
export const smsReceiptProcessManager: ProcessManager = {
  name: 'receipt-texts',
  reactsTo: ['ReceiptIssued'],
  startsFrom: 'now',
  react: (event, deps) => textReceiptOf(deps, event),
};
