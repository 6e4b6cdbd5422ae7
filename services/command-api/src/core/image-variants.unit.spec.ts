import { hasVariants, IMAGE_WIDTHS as OFFERED_WIDTHS } from '../../../../apps/web/src/lib/image-variants';
import { IMAGE_WIDTHS, nearestWidth, STORED_IMAGE } from './image-variants';

describe('image variant widths', () => {
  it('when the web app offers widths in a srcset, then they are the ones the server makes', () => {
    expect(OFFERED_WIDTHS).toEqual(IMAGE_WIDTHS);
  });

  it.each(['a1b2c3.jpg', 'demo-campaign-1.svg', 'x.JPEG', 'photo.webp', 'anim.gif', 'photo 1.jpg', 'notes.txt', 'a.jpg.bak', '../a.png', 'a.png?x'])(
    'when the web app meets /uploads/%s, then it asks for widths only if the server makes them',
    (name) => {
      expect(hasVariants(`/uploads/${name}`)).toBe(STORED_IMAGE.test(name));
    },
  );

  it.each([
    [0, 320],
    [479, 320],
    [481, 640],
    [1000, 960],
    [5000, 1280],
  ])('when %i pixels are asked, then %i are made', (asked, made) => {
    expect(nearestWidth(asked)).toBe(made);
  });
});
