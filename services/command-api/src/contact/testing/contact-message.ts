/** A message as the contact form sends it: Sarah Mitchell, an investor; `fields` change any part of it. */
export const contactMessage = (
  fields: Partial<Record<'name' | 'email' | 'role' | 'message', string>> = {},
) => ({
  name: 'Sarah Mitchell',
  email: 'sarah@example.org',
  role: 'investor',
  message: 'I would like to back agri-tech start-ups.',
  ...fields,
});
