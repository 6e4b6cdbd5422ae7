/** Read models keep integer US cents; the API and live updates speak dollars. */
export const dollars = (cents: number) => cents / 100;

export const progressPercentage = (raisedCents: number, goalCents: number) =>
  goalCents > 0 ? Math.min(100, Math.floor((raisedCents * 100) / goalCents)) : 0;
