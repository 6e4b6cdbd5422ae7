/**
 * `column = $n, …` for the fields given, in the order of `columns` (a fixed list, never input), with their
 * values; parameters start after the `taken` ones the statement already uses.
 */
export const assignments = <F extends object>(
  fields: F,
  columns: readonly (keyof F & string)[],
  taken: number,
) => {
  const given = columns.filter((column) => fields[column] !== undefined);
  return {
    sql: given.map((column, i) => `${column} = $${taken + i + 1}`).join(', '),
    values: given.map((column) => fields[column]),
  };
};
