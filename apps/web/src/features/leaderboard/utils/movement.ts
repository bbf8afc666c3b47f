/** Rank movement since the last settled week: "▲ 2", "▼ 1", "–" (no change or unknown). */
export function movementText(movement: number | null): string {
  if (movement === null || movement === 0) return '–';
  return movement > 0 ? `▲ ${movement}` : `▼ ${-movement}`;
}

export function movementLabel(movement: number | null): string {
  if (movement === null) return 'new';
  if (movement === 0) return 'no change';
  return movement > 0 ? `up ${movement}` : `down ${-movement}`;
}
