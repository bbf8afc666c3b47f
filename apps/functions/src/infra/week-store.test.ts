import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { playerSubcollections } from './player-firestore';
import { reportRef } from './week-store';

// Paths only: building a reference makes no call, so no emulator is needed.
const db = getFirestore(initializeApp({ projectId: 'demo-paths' }, 'week-store-paths'));

describe('where a match report lives', () => {
  it('under its player (the warm players key range), not in a collection new every week', () => {
    expect(reportRef(db, 'week-007', 'u1').path).toBe('players/u1/reports/week-007');
  });

  it('among the player subcollections the account deletion and the data export walk', () => {
    expect(playerSubcollections(db, 'u1').map((c) => c.path)).toContain('players/u1/reports');
  });
});
