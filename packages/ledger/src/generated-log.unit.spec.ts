import { generatedLog } from '@harambee/events/src/testing/generated-log';
import { postingsOf } from './ledger';
import { storedLog } from './testing/stored-log';

describe('the ledger over the generated log', () => {
  it('when every event type of the catalogue is in the log, then each money event posts from what came before it', async () => {
    expect(postingsOf(await storedLog(...generatedLog())).length).toBeGreaterThan(0);
  });
});
