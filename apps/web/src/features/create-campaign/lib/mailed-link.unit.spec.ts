import { forgetMailedToken, mailedTokenFor, rememberMailedToken } from './mailed-link';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

describe('the mailed verification link', () => {
  it('when the link was opened in this browser, then the tab holding only the handle finds the mailed token', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    expect(mailedTokenFor('v1', storage)).toBeNull();
    rememberMailedToken('v1.secret', storage);
    expect(mailedTokenFor('v1', storage)).toBe('v1.secret');
    forgetMailedToken('v1', storage);
    expect(mailedTokenFor('v1', storage)).toBeNull();
  });

  it('when the draft already holds the mailed token, then that is the token', () => {
    expect(mailedTokenFor('v1.secret', new MemoryStorage() as unknown as Storage)).toBe(
      'v1.secret',
    );
  });
});
