import { AVATAR_COLOURS, avatarColour, firstNameOf, initialsOf } from './avatar';

describe('dashboard avatar', () => {
  it('when the user has first and last names, then the initials are theirs and the greeting uses the first', () => {
    const user = { firstName: 'amina', lastName: 'Wanjiku', name: 'Somebody Else' };
    expect(initialsOf(user)).toBe('AW');
    expect(firstNameOf(user)).toBe('amina');
  });

  it('when only a full name is known, then the initials come from its first and last words', () => {
    expect(initialsOf({ name: 'Kwame Nana Mensah' })).toBe('KM');
    expect(initialsOf({ name: 'Fatou' })).toBe('F');
    expect(firstNameOf({ name: '  Thandi Nkosi ' })).toBe('Thandi');
  });

  it('when no name is known, then the greeting says User', () => {
    expect(firstNameOf(null)).toBe('User');
    expect(firstNameOf({ name: '   ' })).toBe('User');
    expect(initialsOf(undefined)).toBe('U');
  });

  it('when the colour is derived from an email, then it is one of the palette and stable whatever the case', () => {
    const colour = avatarColour('amina@demo.harambee.africa');
    expect(AVATAR_COLOURS).toContain(colour);
    expect(avatarColour('AMINA@demo.harambee.africa')).toBe(colour);
    const spread = new Set(
      ['a@x.io', 'b@x.io', 'c@x.io', 'd@x.io', 'e@x.io', 'f@x.io'].map(avatarColour),
    );
    expect(spread.size).toBeGreaterThan(1);
  });
});
