import { getFirestore } from 'firebase-admin/firestore';
import { defineCallable } from './define';
import { getLeaderboardPage } from '../handlers/leaderboard';
import { leaderboardRepo } from '../infra/leaderboard-store';
import { seasonOpaqueSource } from '../infra/privacy-keys';

// The read accounting is for the benchmarks: only the emulator returns it.
const exposeReads = process.env['FUNCTIONS_EMULATOR'] === 'true';

export const leaderboard_getPage = defineCallable('leaderboard_getPage', async (ctx, input) =>
  getLeaderboardPage(ctx, input, {
    repo: leaderboardRepo(getFirestore()),
    exposeReads,
    opaque: seasonOpaqueSource(getFirestore()),
  }),
);
