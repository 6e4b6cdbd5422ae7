import { readModelTables } from '@harambee/read-models';

/** The read models in the code: every read-model table but the projector's own checkpoints. */
export const readModelsInCode = () =>
  readModelTables.filter((table) => table !== 'projection_checkpoints');

/** How many of the read models in the code the container suites compare on MongoDB, and which they leave out. */
export const readModelCoverage = (compared: readonly string[], inCode: readonly string[]) => {
  const missing = inCode.filter((table) => !compared.includes(table));
  return { covered: inCode.length - missing.length, total: inCode.length, missing };
};

/** The runner's last line but one: what the MongoDB suites cover, or would where they ran. */
export const coverageLine = (
  { covered, total, missing }: ReturnType<typeof readModelCoverage>,
  ran: boolean,
) =>
  `read models: ${covered} of the ${total} in the code compared on MongoDB${ran ? '' : ' (when run)'}` +
  (missing.length > 0 ? `; left out: ${missing.join(', ')}` : '');
