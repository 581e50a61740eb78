/** Seconds a deleted user's denial has left (0: every token they held has expired). */
export function deletedDenialLeft(deletedAt: Date, denialSeconds: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deletedAt.getTime() + denialSeconds * 1000 - nowMs) / 1000));
}

/** Seconds a revocation must last: until the token would have expired anyway (at least 1). */
export function secondsUntil(expiresAtSeconds: number, nowMs: number): number {
  return Math.max(1, Math.ceil(expiresAtSeconds - nowMs / 1000));
}
