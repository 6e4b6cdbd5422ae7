import { hasVariants, nearestWidth, uploadSrcset } from './image-variants';

describe('image variants', () => {
  it.each([
    ['a1b2c3.jpg', true],
    ['demo-campaign-1.svg', true],
    ['x.JPEG', true],
    ['photo.webp', true],
    ['anim.gif', true],
    ['photo 1.jpg', false],
    ['notes.txt', false],
    ['a.jpg.bak', false],
    ['../a.png', false],
    ['a.png?x', false],
    ['nested/a.png', false],
  ])('when an image is at /uploads/%s, then it comes in widths: %s', (name, expected) => {
    expect(hasVariants(`/uploads/${name}`)).toBe(expected);
  });

  it('when an image is elsewhere, then it is used as it is', () => {
    expect(hasVariants('https://cdn.example/a.jpg')).toBe(false);
  });

  it.each([
    [0, 320],
    [479, 320],
    [481, 640],
    [1000, 960],
    [5000, 1280],
  ])('when %i pixels are asked, then %i are made', (asked, made) => {
    expect(nearestWidth(asked)).toBe(made);
  });

  it('when a srcset is built, then it names every width, as WebP when asked', () => {
    expect(uploadSrcset('/uploads/a.jpg', true)).toBe(
      '/uploads/a.jpg?w=320&f=webp 320w, /uploads/a.jpg?w=640&f=webp 640w, /uploads/a.jpg?w=960&f=webp 960w, /uploads/a.jpg?w=1280&f=webp 1280w',
    );
    expect(uploadSrcset('/uploads/a.jpg', false)).toContain('/uploads/a.jpg?w=640 640w');
  });
});
