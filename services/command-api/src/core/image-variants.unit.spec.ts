import { IMAGE_WIDTHS as OFFERED_WIDTHS } from '../../../../apps/web/src/lib/image-variants';
import { IMAGE_WIDTHS, nearestWidth } from './image-variants';

describe('image variant widths', () => {
  it('when the web app offers widths in a srcset, then they are the ones the server makes', () => {
    expect(OFFERED_WIDTHS).toEqual(IMAGE_WIDTHS);
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
});
