import { eventStoreContract } from './testing/event-store-contract';
import { createInMemoryEventStore } from './testing/in-memory-event-store';
import { sampleCatalogue } from './testing/sample-events';

eventStoreContract('memory', async () => ({
  store: createInMemoryEventStore(sampleCatalogue),
  close: async () => undefined,
}));
