// The numbers an approved request's account gets, from its request number alone (so the request's
// status can name the username before and after approval without the approval code).

/** Account number of a request: 068C and 100000 + the request number. */
export const accountNumberOf = (requestId: number) => `068C${String(100_000 + requestId)}`;

/** The normal sub-account of a request's account (`1000041` for request 4). */
export const normalSubAccountOf = (requestId: number) => `${accountNumberOf(requestId).slice(-6)}1`;
