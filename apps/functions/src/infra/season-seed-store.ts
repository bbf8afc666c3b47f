import { randomBytes } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { isAlreadyExists } from './week-store';

/**
 * seasonSecrets/forecast: { seed, createdAt }, the season's forecast seed (rules v5: each week's
 * headline threats are scheduledForecast(seed, week), published forecastWeeksAhead weeks ahead).
 * Server-only like weekSecrets (firestore.rules deny every client read); only the forecasts it
 * gives are ever sent. Created once, on first use, with create(): two first uses at once both
 * read the one that won.
 */
const seasonSeedRef = (db: Firestore) => db.collection('seasonSecrets').doc('forecast');

export async function readOrCreateSeasonSeed(db: Firestore, now: number = Date.now()): Promise<string> {
  const ref = seasonSeedRef(db);
  const snap = await ref.get();
  const stored = snap.exists ? (snap.get('seed') as unknown) : null;
  if (typeof stored === 'string') return stored;
  const seed = randomBytes(32).toString('hex');
  try {
    await ref.create({ seed, createdAt: now });
    return seed;
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
    return (await ref.get()).get('seed') as string;
  }
}
