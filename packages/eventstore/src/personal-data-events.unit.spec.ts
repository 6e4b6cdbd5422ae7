import { randomBytes } from 'node:crypto';
import type { PersonalFields } from './event-catalogue';
import { openEvents, sealEvents } from './personal-data-events';
import { isSealed, type PersonalDataVault, type SubjectKeys } from './personal-data-vault';

type Gift = { type: 'Gift'; data: { giftId: string; name: string; email: string; note: string } };

const fields: PersonalFields = {
  subject: (data) => `gift-${String(data.giftId)}`,
  fields: { name: 'Erased user', email: '', note: '' },
};
const personalFieldsOf = () => fields;

const vaultWith = (keys: SubjectKeys) =>
  ({ keys: async () => keys }) as unknown as PersonalDataVault;

describe('sealing the personal fields of events', () => {
  const subject = 'gift-g1';
  const kept = vaultWith(new Map([[subject, randomBytes(32)]]));
  const erased = vaultWith(new Map([[subject, null]]));
  const gift: Gift = {
    type: 'Gift',
    data: { giftId: 'g1', name: '', email: 'a@example.org', note: '' },
  };

  it('when a field erased as empty is empty, then it is stored as it is, and reads empty before and after erasure', async () => {
    const [sealed] = await sealEvents(kept, personalFieldsOf, [gift]);
    expect(sealed!.data.note).toBe('');
    expect(isSealed(sealed!.data.email)).toBe(true);
    const [opened] = await openEvents(kept, personalFieldsOf, [sealed!]);
    expect(opened!.data).toEqual(gift.data);
    const [afterErasure] = await openEvents(erased, personalFieldsOf, [sealed!]);
    expect(afterErasure!.data).toMatchObject({ email: '', note: '' });
  });

  it('when an empty field reads as a placeholder once erased, then it is still sealed, so erasure shows the placeholder', async () => {
    const [sealed] = await sealEvents(kept, personalFieldsOf, [gift]);
    expect(isSealed(sealed!.data.name)).toBe(true);
    const [opened] = await openEvents(kept, personalFieldsOf, [sealed!]);
    expect(opened!.data.name).toBe('');
    const [afterErasure] = await openEvents(erased, personalFieldsOf, [sealed!]);
    expect(afterErasure!.data.name).toBe('Erased user');
  });
});
