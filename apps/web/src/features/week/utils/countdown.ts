/** "2d 4h 05m 09s" until the deadline; "deadline passed" once it is over. */
export function formatCountdown(deadlineMs: number, nowMs: number): string {
  const left = Math.floor((deadlineMs - nowMs) / 1000);
  if (!Number.isFinite(left) || left <= 0) return 'deadline passed';
  const days = Math.floor(left / 86_400);
  const hours = Math.floor((left % 86_400) / 3600);
  const minutes = Math.floor((left % 3600) / 60);
  const seconds = left % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return days > 0
    ? `${days}d ${hours}h ${pad(minutes)}m ${pad(seconds)}s`
    : `${hours}h ${pad(minutes)}m ${pad(seconds)}s`;
}
