import { LANGUAGES } from '@harambee/messages';
import { endDateBounds } from '@harambee/rules';
import type { z } from '../../lib/zod';
import { CREATE_MESSAGES, creatorSchema, detailsSchema, errorsOf } from './schemas';

const english: Record<string, string> = LANGUAGES.en.messages;
/** Each field's error as an English page shows it: the schema gives catalogue keys. */
const inEnglish = (error: z.ZodError) =>
  Object.fromEntries(Object.entries(errorsOf(error)).map(([field, key]) => [field, english[key]]));

const now = new Date('2026-03-10T15:00:00Z');
const valid = {
  title: 'Kiosk',
  story: '<p>Our story</p>',
  goalAmount: '2500',
  category: 'expansion',
  endDate: '2026-03-20',
};
const detailsErrors = (patch: Partial<typeof valid>) => {
  const parsed = detailsSchema(now).safeParse({ ...valid, ...patch });
  return parsed.success ? {} : inEnglish(parsed.error);
};
const creator = {
  name: 'Amina',
  email: 'amina@x.io',
  phone: '+254712345678',
  country: 'Kenya',
  password: 'longenough',
  confirmPassword: 'longenough',
};
const creatorErrors = (patch: Partial<typeof creator>) => {
  const parsed = creatorSchema.safeParse({ ...creator, ...patch });
  return parsed.success ? {} : inEnglish(parsed.error);
};

describe('campaign details (step 1)', () => {
  it('when every field is right, then the goal comes out as a number', () => {
    expect(detailsSchema(now).parse(valid)).toMatchObject({ goalAmount: 2500 });
  });

  it.each([
    [{ title: '  ' }, 'title', english[CREATE_MESSAGES.title]],
    [{ title: 'x'.repeat(101) }, 'title', 'Title must be 100 characters or less'],
    [{ story: '<p></p>' }, 'story', english[CREATE_MESSAGES.story]],
    [{ story: `<p>${'a'.repeat(5001)}</p>` }, 'story', 'Story must be 5000 characters or less'],
    [{ goalAmount: '' }, 'goalAmount', english[CREATE_MESSAGES.goal]],
    [{ goalAmount: '50' }, 'goalAmount', 'Goal amount must be at least $100'],
    [{ goalAmount: '50100' }, 'goalAmount', 'Goal amount must be at most $50000'],
    [{ goalAmount: '150' }, 'goalAmount', 'Goal amount must be in steps of $100'],
    [{ category: '' }, 'category', 'Please select a category'],
    [{ endDate: '' }, 'endDate', 'End date is required'],
    [{ endDate: '2026-03-10' }, 'endDate', 'Campaign duration must be between 1 and 20 days'],
    [{ endDate: '2026-03-31' }, 'endDate', 'Campaign duration must be between 1 and 20 days'],
  ])('when %j, then %s says %j', (patch, field, message) => {
    expect(detailsErrors(patch)[field]).toBe(message);
  });

  it('when the story is exactly 5000 characters of text in markup, then it is accepted', () => {
    expect(
      detailsErrors({ story: `<p><strong>${'a'.repeat(4990)}</strong> &amp; more</p>` }),
    ).toEqual({});
  });

  it('when the end date is tomorrow or 20 days ahead, then it is accepted', () => {
    expect(endDateBounds(now)).toEqual({ min: '2026-03-11', max: '2026-03-30' });
    expect(detailsErrors({ endDate: '2026-03-11' })).toEqual({});
    expect(detailsErrors({ endDate: '2026-03-30' })).toEqual({});
  });
});

describe('creator (step 2)', () => {
  it.each([
    [{ name: '' }, 'name', 'Name is required'],
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'amina@' }, 'email', 'Please enter a valid email address'],
    [{ phone: ' ' }, 'phone', 'Phone number is required'],
    [{ country: 'Nigeria' }, 'country', 'Country is required'],
    [{ password: '', confirmPassword: '' }, 'password', 'Password is required'],
    [
      { password: 'short', confirmPassword: 'short' },
      'password',
      'Password must be at least 8 characters',
    ],
    [{ confirmPassword: '' }, 'confirmPassword', 'Please confirm your password'],
    [{ confirmPassword: 'different1' }, 'confirmPassword', 'Passwords do not match'],
  ])('when %j, then %s says %j', (patch, field, message) => {
    expect(creatorErrors(patch)[field]).toBe(message);
  });

  it('when the password has no uppercase, digit or symbol, then it is still accepted (only recommended)', () => {
    expect(creatorErrors({ password: 'alllowercase', confirmPassword: 'alllowercase' })).toEqual(
      {},
    );
  });
});
