/** Matches are counted up to this many (`totalCount` says no more): twenty pages of ten. */
export const COUNTED_MATCHES = 200;

/** Whether a count of matches stopped at COUNTED_MATCHES: there may be more. */
export const countStopped = (totalCount: number) => totalCount >= COUNTED_MATCHES;
