import { DRAFT_KEY, emptyCreator, loadDraft, newDraft, parseDraft, saveDraft } from './draft';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

describe('campaign draft', () => {
  it('when a draft is saved and loaded again, then every text field and the pending verification come back', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    const draft = {
      ...newDraft('d1'),
      details: { title: 'Kiosk', story: '<p>Hi</p>', goalAmount: '500', category: 'equipment', endDate: '2026-03-20' },
      creator: { name: 'Amina', email: 'amina@x.io', phone: '07', country: 'Kenya' },
      image: { name: 'a.png', type: 'image/png', size: 10 },
      verification: { handle: 'h1', email: 'amina@x.io' },
    };
    saveDraft(draft, storage);
    expect(loadDraft(storage)).toEqual(draft);
  });

  it('when the draft is saved, then no password is ever written', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    saveDraft({ ...newDraft('d1'), creator: { ...emptyCreator, password: 'Secret123' } as never }, storage);
    expect(storage.getItem(DRAFT_KEY)).not.toContain('Secret123');
  });

  it('when stored data is damaged or partial, then missing parts fall back to empty', () => {
    expect(parseDraft('not json')).toBeNull();
    expect(parseDraft(JSON.stringify({ details: {} }))).toBeNull();
    expect(parseDraft(JSON.stringify({ draftId: 'd2', details: { title: 7, story: 'x' }, verification: { handle: 1 } }))).toEqual({
      ...newDraft('d2'),
      details: { ...newDraft('d2').details, story: 'x' },
    });
  });

  it('when a signed-in creator starts a draft, then their details are filled in', () => {
    expect(newDraft('d3', { name: 'Amina', email: 'a@x.io', phone: null, country: 'Kenya' }).creator).toEqual({ name: 'Amina', email: 'a@x.io', phone: '', country: 'Kenya' });
  });
});
