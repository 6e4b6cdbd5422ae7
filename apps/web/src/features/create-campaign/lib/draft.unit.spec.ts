import {
  DRAFT_KEY,
  emptyCreator,
  loadDraft,
  newDraft,
  parseDraft,
  resumedDraft,
  saveDraft,
  verificationFormData,
} from './draft';

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
      details: {
        title: 'Kiosk',
        story: '<p>Hi</p>',
        goalAmount: '500',
        category: 'equipment',
        endDate: '2026-03-20',
      },
      creator: { name: 'Amina', email: 'amina@x.io', phone: '07', country: 'Kenya' },
      image: { name: 'a.png', type: 'image/png', size: 10 },
      verification: { handle: 'h1', email: 'amina@x.io', confirmed: false },
    };
    saveDraft(draft, storage);
    expect(loadDraft(storage)).toEqual(draft);
  });

  it('when the draft is saved, then no password is ever written', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    saveDraft(
      { ...newDraft('d1'), creator: { ...emptyCreator, password: 'Secret123' } as never },
      storage,
    );
    expect(storage.getItem(DRAFT_KEY)).not.toContain('Secret123');
  });

  it('when stored data is damaged or partial, then missing parts fall back to empty', () => {
    expect(parseDraft('not json')).toBeNull();
    expect(parseDraft(JSON.stringify({ details: {} }))).toBeNull();
    expect(
      parseDraft(
        JSON.stringify({
          draftId: 'd2',
          details: { title: 7, story: 'x' },
          verification: { handle: 1 },
        }),
      ),
    ).toEqual({
      ...newDraft('d2'),
      details: { ...newDraft('d2').details, story: 'x' },
    });
  });

  it('when a signed-in creator starts a draft, then their details are filled in', () => {
    expect(
      newDraft('d3', { name: 'Amina', email: 'a@x.io', phone: null, country: 'Kenya' }).creator,
    ).toEqual({ name: 'Amina', email: 'a@x.io', phone: '', country: 'Kenya' });
  });

  describe('continuing from the mailed link', () => {
    const typed = {
      ...newDraft('d4'),
      details: {
        title: 'Kiosk',
        story: '<p>Hi</p>',
        goalAmount: '500',
        category: 'equipment',
        endDate: '2026-03-20',
      },
      creator: { name: 'Amina', email: 'Amina@X.io', phone: '07', country: 'Kenya' },
      image: { name: 'a.png', type: 'image/png', size: 10 },
    };
    const link = { token: 'v1.secret', email: 'amina@x.io' };

    it('when the verification is requested, then it carries the draft id and every text field, never a password or the image', () => {
      const formData = verificationFormData({
        ...typed,
        creator: { ...typed.creator, password: 'Secret123' } as never,
      });
      expect(formData).toEqual({ draftId: 'd4', ...typed.details, ...typed.creator });
    });

    it('when the link is opened in another tab or browser, then the draft is rebuilt from what the request carried, confirmed, without an image', () => {
      const resumed = resumedDraft(null, verificationFormData(typed), link, 'fresh');
      expect(resumed).toEqual({
        ...typed,
        creator: { ...typed.creator, email: 'amina@x.io' },
        image: null,
        verification: { handle: 'v1.secret', email: 'amina@x.io', confirmed: true },
      });
    });

    it('when the link is opened in the tab that holds the same draft, then that draft is kept, image included, and marked confirmed', () => {
      const stored = { ...typed, details: { ...typed.details, title: 'Kiosk, edited since' } };
      expect(resumedDraft(stored, verificationFormData(typed), link, 'fresh')).toEqual({
        ...stored,
        verification: { handle: 'v1.secret', email: 'amina@x.io', confirmed: true },
      });
    });

    it('when the request carried no usable draft id, then a fresh one is used and the rest falls back to empty', () => {
      const resumed = resumedDraft(
        newDraft('other'),
        { draftId: '../x', title: 'Kiosk', goalAmount: 500 },
        link,
        'fresh',
      );
      expect(resumed).toEqual({
        ...newDraft('fresh'),
        details: { ...newDraft('fresh').details, title: 'Kiosk' },
        creator: { ...emptyCreator, email: 'amina@x.io' },
        verification: { handle: 'v1.secret', email: 'amina@x.io', confirmed: true },
      });
    });
  });
});
