// Kinds of toast notification; success, warning and error are the common three.

export const NOTIFICATION_TYPES = ['success', 'warning', 'error', 'info', 'question'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
