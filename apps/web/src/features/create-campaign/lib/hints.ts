/** The fields with a recommendation shown beside the form while they have focus (`create.hint.<field>`). */
const HINTED_FIELDS = new Set([
  'title',
  'story',
  'goalAmount',
  'category',
  'endDate',
  'image',
  'name',
  'email',
  'phone',
  'country',
  'password',
  'confirmPassword',
]);

export const hasHint = (field: string) => HINTED_FIELDS.has(field);
