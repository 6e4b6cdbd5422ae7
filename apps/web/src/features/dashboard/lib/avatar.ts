type Person =
  { firstName?: string; lastName?: string; name?: string; email?: string } | null | undefined;

/** Dark enough for white initials on top (contrast of at least 4.5:1). */
export const AVATAR_COLOURS = [
  '#9a3412',
  '#1d4ed8',
  '#047857',
  '#7c3aed',
  '#be123c',
  '#0f766e',
  '#a16207',
  '#4338ca',
  '#15803d',
  '#86198f',
] as const;

const wordsOf = (text: string | undefined) => (text ?? '').trim().split(/\s+/).filter(Boolean);

export function firstNameOf(person: Person): string {
  return person?.firstName?.trim() || wordsOf(person?.name)[0] || 'User';
}

/** First and last name initials (from the full name when no separate names are given). */
export function initialsOf(person: Person): string {
  const words =
    person?.firstName || person?.lastName
      ? [...wordsOf(person.firstName), ...wordsOf(person.lastName)]
      : wordsOf(person?.name);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || 'U';
}

/** The same email always gives the same colour. */
export function avatarColour(email: string | undefined): string {
  let hash = 0;
  for (const char of (email ?? '').trim().toLowerCase())
    hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return AVATAR_COLOURS[hash % AVATAR_COLOURS.length] ?? AVATAR_COLOURS[0];
}
