/** One captured call of the fake fetch. */
export interface FetchCall {
  url: string;
  init: RequestInit;
  headers: Headers;
}

type Responder = (call: FetchCall) => Response | Promise<Response>;

/** A fetch stand-in that records every call and answers with the responder (an empty JSON object by default). */
export function fakeFetch(respond: Responder = () => jsonResponse({})) {
  const calls: FetchCall[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const call = { url: String(input), init, headers: new Headers(init.headers) };
    calls.push(call);
    return respond(call);
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), { status: 200, ...init, headers: { 'content-type': 'application/json' } });
}

/** A fetch answer that never comes, to exercise timeouts and cancelling. */
export function never<T>(): Promise<T> {
  return new Promise<T>(() => {});
}
