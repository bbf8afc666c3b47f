import { getFirestore } from 'firebase-admin/firestore';
import { defineCallable } from './define';
import { getLeaderboardPage } from '../handlers/leaderboard';
import { leaderboardRepo } from '../infra/leaderboard-store';
import { seasonOpaqueSource } from '../infra/privacy-keys';

export const leaderboard_getPage = defineCallable('leaderboard_getPage', async (ctx, input) =>
  getLeaderboardPage(ctx, input, {
    repo: leaderboardRepo(getFirestore()),
    opaque: seasonOpaqueSource(getFirestore()),
  }),
);
