/**
 * The envelope of every service-api answer (wire-format.md): `Success`, a readable `Error` and a
 * business `ErrorCode` when it is false, and the `Value`. The client raises `Success: false` as an
 * error whose `data` is this envelope.
 */
export interface ServiceEnvelope<T> {
  Success: boolean;
  Error?: string;
  ErrorCode?: number;
  Value: T;
}
