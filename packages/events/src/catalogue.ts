import { z } from 'zod';
import * as account from './account-events';
import * as campaign from './campaign-events';
import * as content from './content-events';
import * as donation from './donation-events';
import * as ledger from './ledger-events';
import * as follow from './follow-events';
import * as money from './money-events';
import * as phone from './phone-events';
import * as providerMoney from './provider-money-events';

export const eventCatalogue = {
  ...campaign,
  ...donation,
  ...account,
  ...content,
  ...money,
  ...providerMoney,
  ...ledger,
  ...follow,
  ...phone,
};

type Catalogue = typeof eventCatalogue;
export type EventType = keyof Catalogue;

export type HarambeeEvent = {
  [K in EventType]: z.infer<Catalogue[K]['schema']>;
}[EventType];

export type EventOf<T extends EventType> = Extract<HarambeeEvent, { type: T }>;
export type EventData<T extends EventType> = EventOf<T>['data'];

export const isEventType = (type: string): type is EventType => Object.hasOwn(eventCatalogue, type);
