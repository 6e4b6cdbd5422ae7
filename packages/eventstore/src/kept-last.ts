/** A memo of the last `limit` values made, by key: the oldest is forgotten first. */
export const keptLast = <V>(limit: number) => {
  const kept = new Map<string, V>();
  return (key: string, make: () => V): V => {
    const known = kept.get(key);
    if (known !== undefined) return known;
    const value = make();
    if (kept.size >= limit) kept.delete(kept.keys().next().value!);
    kept.set(key, value);
    return value;
  };
};
