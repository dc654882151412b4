/** Thrown when a request parameter cannot be built or parsed; the message names the parameter and the value. */
export class RequestParamError extends Error {
  readonly param: string;
  readonly value: unknown;

  constructor(param: string, value: unknown) {
    super(`Wrong input param [${param}]: ${describeValue(value)}`);
    this.name = 'RequestParamError';
    this.param = param;
    this.value = value;
  }
}

function describeValue(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
