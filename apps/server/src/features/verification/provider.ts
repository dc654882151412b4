import type { RejectionReason } from '@fairline/shared/wire/verification';

/** What the operator hands a provider when a player starts the check. */
export interface VerificationOrder {
  /** Our session id, echoed back in the provider's callback. */
  sessionId: string;
  /** The player's language: the provider shows its hosted step in it. */
  lang: string;
}

/** A provider's verified statement about a session. */
export interface VerificationOutcome {
  eventId: string;
  sessionId: string;
  result: 'approved' | 'rejected';
  reason: RejectionReason | null;
  /** The date of birth the provider read from the document (YYYY-MM-DD), when it read one. */
  documentBirthDate: string | null;
  /** A hash of the whole statement: the same event id with another body is refused. */
  requestHash: string;
}

export interface VerificationCallbackRequest {
  rawBody: string;
  headers: Record<string, string | string[] | undefined>;
  now: Date;
}

/** An image the face check compares: the selfie, or the identity document's photo page. */
export interface FaceImage {
  mime: string;
  bytes: Buffer;
}

/**
 * A verification (KYC) provider: takes the player through its hosted step, vouches for the outcome in
 * a signed callback, and compares a selfie with the identity document. Real providers plug in beside
 * the sandbox behind this interface; the routes and the status model do not change.
 */
export interface VerificationProvider {
  readonly name: string;
  /** Where the player's browser goes for the provider's step. */
  startSession(order: VerificationOrder): Promise<{ redirectUrl: string }>;
  /** The callback's verified content; throws 401 for a bad or stale signature, 400 for a bad body. */
  verifyCallback(req: VerificationCallbackRequest): VerificationOutcome;
  /** Whether the selfie shows the person of the document. */
  checkFace(selfie: FaceImage, document: FaceImage): Promise<{ match: boolean }>;
}
