import { editDiff } from './edit-diff';

const live = {
  title: 'Cold rooms',
  story: '<p>Fish keeps for days.</p>',
  category: 'equipment',
  imagePath: '/uploads/a.jpg',
};

describe('a live campaign beside its pending edit', () => {
  it('when only the title and category change, then those fields are changed and the rest are not', () => {
    const diff = editDiff(live, {
      ...live,
      title: 'Cold rooms for Kisumu',
      category: 'expansion',
      story: '<p>Fish keeps  for days.</p>',
      editedAt: '2026-11-22T10:00:00.000Z',
    });
    expect(diff.map(({ field, changed }) => [field, changed])).toEqual([
      ['title', true],
      ['category', true],
      ['story', false],
      ['image', false],
    ]);
    expect(diff[1]).toMatchObject({ live: 'equipment', proposed: 'expansion' });
  });

  it('when the story or image changes, then each is marked changed', () => {
    const diff = editDiff(live, {
      ...live,
      story: '<p>Fish keeps for weeks.</p>',
      imagePath: '/uploads/b.png',
      editedAt: '2026-11-22T10:00:00.000Z',
    });
    expect(diff.filter((change) => change.changed).map((change) => change.field)).toEqual([
      'story',
      'image',
    ]);
  });
});
