/**
 * A fresh idempotency key per user action: a retried call with the same id has no second
 * effect on the server. crypto.randomUUID fits RequestIdSchema ([A-Za-z0-9_-]{8,64}).
 */
export function newRequestId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `r${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}
