import {
  hasVariants,
  IMAGE_WIDTHS,
  nearestWidth,
  uploadSrcset,
  VARIANT_FORMATS,
  variantQuality,
} from './image-variants';

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
    [399, 320],
    [401, 480],
    [479, 480],
    [561, 640],
    [681, 720],
    [1000, 960],
    [5000, 1280],
  ])('when %i pixels are asked, then %i are made', (asked, made) => {
    expect(nearestWidth(asked)).toBe(made);
  });

  it('when a phone asks, then a 480, a 640 and a 720 pixels wide image are among the widths', () => {
    expect(IMAGE_WIDTHS).toEqual(expect.arrayContaining([480, 640, 720]));
  });

  it('when a srcset is built, then it names every width, in the format asked', () => {
    expect(uploadSrcset('/uploads/a.jpg', 'avif')).toBe(
      '/uploads/a.jpg?w=320&f=avif 320w, /uploads/a.jpg?w=480&f=avif 480w, /uploads/a.jpg?w=640&f=avif 640w, /uploads/a.jpg?w=720&f=avif 720w, /uploads/a.jpg?w=960&f=avif 960w, /uploads/a.jpg?w=1280&f=avif 1280w',
    );
    expect(uploadSrcset('/uploads/a.jpg', 'webp')).toContain('/uploads/a.jpg?w=480&f=webp 480w');
    expect(uploadSrcset('/uploads/a.jpg')).toContain('/uploads/a.jpg?w=640 640w');
  });

  it('when formats are offered, then AVIF comes before WebP', () => {
    expect(VARIANT_FORMATS).toEqual(['avif', 'webp']);
  });

  it.each(['avif', 'webp', 'jpeg'] as const)(
    'when a %s is encoded for a phone width, then its quality is lower than for a wider one',
    (format) => {
      expect(variantQuality(format, 480)).toBe(variantQuality(format, 720));
      expect(variantQuality(format, 720)).toBeLessThan(variantQuality(format, 960));
      expect(variantQuality(format)).toBe(variantQuality(format, 1280));
    },
  );
});
