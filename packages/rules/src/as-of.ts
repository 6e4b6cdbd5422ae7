/** What the admin's "as of" view of a campaign's past answers to a moment it cannot read. */
export const AS_OF_MESSAGES = {
  badAt: 'at must be a date and time with its zone, such as 2026-11-26T08:30:00Z.',
  badPosition: 'position must be a whole number, 0 or more.',
  badCompare: "compare must be a date and time with its zone, or 'now'.",
  oneMoment:
    "Give either at (a date and time) or position (a place in the campaign's history), not both.",
  /** For the web's date and time field, left empty or unreadable. */
  noTime: 'Enter a date and time.',
};
