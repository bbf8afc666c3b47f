/** Fixtures for tests across the workspace (import from '@fraudshield/domain/testing'). */
export const DEMO_PROJECT_ID = 'demo-fraudshield';
export const DEMO_PLAYER = { email: 'player@fraudshield.test', password: 'demo-player-123', displayName: 'Demo Player' } as const;
export const DEMO_ADMIN = { email: 'admin@fraudshield.test', password: 'demo-admin-123', displayName: 'Demo Admin' } as const;
