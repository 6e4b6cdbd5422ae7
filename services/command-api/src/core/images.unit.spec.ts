import { say } from '@harambee/messages';
import { InvalidInputError } from '@harambee/platform';
import sharp from 'sharp';
import { IMAGE_TOO_SLOW, withinTime } from './images';

describe('image work has a time limit', () => {
  it('when the work outlasts its seconds, then it is stopped and refused as too slow', async () => {
    const costly = sharp({
      create: { width: 3000, height: 3000, channels: 3, background: '#c2410c' },
    })
      .blur(300)
      .png();
    const refused = withinTime(costly, 1);
    await expect(refused).rejects.toBeInstanceOf(InvalidInputError);
    await expect(refused).rejects.toThrow(say('en', IMAGE_TOO_SLOW));
  });

  it('when the work ends in time, then its output comes back', async () => {
    const small = sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).png();
    expect(await sharp(await withinTime(small, 1)).metadata()).toMatchObject({ width: 8 });
  });
});
