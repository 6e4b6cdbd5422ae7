/** A moment of a campaign's history: a time, the count of its events folded, or all of them. */
export type Moment = { at: Date } | { position: number } | { now: true };
