import { eventCatalogue, parseEvent, schemaVersionOf } from '@harambee/events';
import { generatedLog } from './generated-log';

describe('the generated log the stores are compared on', () => {
  it('when the catalogue has an event type, then the log holds one, so every read model folds it on every store', () => {
    const held = new Set(generatedLog().map((event) => event.type));
    expect(Object.keys(eventCatalogue).filter((type) => !held.has(type as never))).toEqual([]);
  });

  it('when its events are read back, then each is valid by the catalogue', () => {
    for (const { type, data } of generatedLog())
      expect(() => parseEvent({ type, schemaVersion: schemaVersionOf(type), data })).not.toThrow();
  });
});
