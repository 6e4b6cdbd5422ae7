import { LANGUAGES } from '@harambee/messages';
import { campaignImageProblem, COUNTRIES, endDateBounds, plainTextLength } from './campaign';
import { WALLET_COUNTRIES } from './payout-wallet';

describe('campaign rules', () => {
  it('when the story has markup and entities, then only its text counts, an entity as one character', () => {
    expect(plainTextLength('<p>Fish &amp; chips</p><p>&nbsp;</p>')).toBe('Fish & chips'.length);
  });

  it('when it is late in the day, then the end date runs from tomorrow to 20 UTC days ahead', () => {
    expect(endDateBounds(new Date('2026-03-10T23:30:00Z'))).toEqual({
      min: '2026-03-11',
      max: '2026-03-30',
    });
  });

  it.each([
    [null, 'Campaign image is required'],
    [{ type: 'image/webp', size: 10 }, 'Campaign image must be a JPEG, PNG or GIF file'],
    [{ type: 'image/png', size: 5 * 1024 * 1024 + 1 }, 'Campaign image must be 5MB or smaller'],
    [{ type: 'image/gif', size: 1000 }, undefined],
  ])('when the image is %j, then the problem is %j', (image, problem) => {
    const key = campaignImageProblem(image);
    expect(key && LANGUAGES.en.messages[key]).toBe(problem);
  });

  it('when a creator links a payout wallet, then every country campaigns come from is offered', () => {
    expect(WALLET_COUNTRIES).toEqual(expect.arrayContaining([...COUNTRIES]));
  });
});
