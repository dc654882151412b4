// Outcome codes of a client request, and the generic states a request ends in.

export const RequestResultStatus = { Success: 1, Error: 2, NetworkError: 3, Close: 4 } as const;
export type RequestResultStatus = (typeof RequestResultStatus)[keyof typeof RequestResultStatus];

export const REQUEST_STATES = ['ok', 'error', 'timeout', 'cancelled'] as const;
export type RequestState = (typeof REQUEST_STATES)[number];
