/** Spaces and dashes people type between digit groups are not part of a card or account number. */
export const withoutSeparators = (typed: string) => typed.replace(/[\s-]/g, '');
