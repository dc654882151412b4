import { AppError } from '../../errors';

export const lockedError = () =>
  new AppError('CONFLICT', 'Your documents are under review or already verified', { errorCode: 'verification_locked' });

export const unavailableError = () =>
  new AppError('UNAVAILABLE', 'Verification is not available right now', { errorCode: 'verification_unavailable' });

export const verificationRequiredError = () =>
  new AppError('FORBIDDEN', 'Verify your identity before withdrawing', { errorCode: 'verification_required' });

export const fieldError = (field: string, code: string, message: string) =>
  new AppError('VALIDATION', message, { errorCode: code, validationErrors: { [field]: code } });
