import { projectionNames, withDependencies } from './index';

describe('withDependencies', () => {
  it('when a projection reads others, then a rebuild takes them along, in projection order', () => {
    expect(withDependencies(['notifications']).map((p) => p.name)).toEqual([
      'campaigns',
      'notifications',
    ]);
    expect(withDependencies(['history']).map((p) => p.name)).toEqual([
      'users',
      'history',
      'campaigns',
    ]);
  });

  it('when every projection is named, then each comes once', () => {
    expect(withDependencies(projectionNames).map((p) => p.name)).toEqual(projectionNames);
  });

  it('when a name is unknown, then it says which names exist', () => {
    expect(() => withDependencies(['payouts'])).toThrow(
      /Unknown projection payouts; known: users, wallets/,
    );
  });
});
