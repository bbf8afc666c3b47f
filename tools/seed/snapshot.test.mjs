import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import {
  decodeValue,
  encodeValue,
  readSnapshot,
  storeShape,
  timeShift,
  walkablePaths,
  SNAPSHOT_FORMAT,
} from './snapshot.mjs';

const HOUR = 3_600_000;
const takenAt = Date.parse('2026-11-27T22:30:00.000Z');

describe('timeShift', () => {
  it('moves instants by the exact difference and UTC days by the calendar days between', () => {
    const now = takenAt + 2 * 24 * HOUR + 3 * HOUR; // 2026-11-30T01:30Z: three calendar days later
    const shift = timeShift(takenAt, now);
    expect(shift.ms(takenAt - HOUR)).toBe(now - HOUR);
    expect(shift.text('2026-11-30T22:30:00.000Z')).toBe('2026-12-03T01:30:00.000Z');
    expect(shift.text('2026-11-27')).toBe('2026-11-30');
    expect(shift.path('players/u1/daily/2026-11-26')).toBe('players/u1/daily/2026-11-29');
  });

  it('leaves text that is not a time alone', () => {
    const shift = timeShift(takenAt, takenAt + 5 * 24 * HOUR);
    for (const s of ['week-3', 'Phishing', '2026-13-45', '12', 'players/u1']) expect(shift.text(s)).toBe(s);
  });
});

describe('walkablePaths', () => {
  it('keeps what the collection walk finds: known collections, existing parents, at most four deep', () => {
    const names = new Set(['players', 'answers', 'weeks', 'reports', 'a', 'b', 'c', 'd']);
    const paths = [
      'players/u1',
      'players/u1/answers/x',
      'weeks/w1/reports/u1', // its parent weeks/w1 does not exist: the walk never looks below it
      'rateLimits/u1', // not a known collection
      'players/u1/rateLimits/k', // nor here
      'a/1',
      'a/1/b/2',
      'a/1/b/2/c/3',
      'a/1/b/2/c/3/d/4',
      'a/1/b/2/c/3/d/4/a/5', // five deep
    ];
    expect(walkablePaths(paths, names)).toEqual([
      'players/u1',
      'players/u1/answers/x',
      'a/1',
      'a/1/b/2',
      'a/1/b/2/c/3',
      'a/1/b/2/c/3/d/4',
    ]);
  });
});

describe('encodeValue and decodeValue', () => {
  const db = { doc: (path) => ({ path, kind: 'ref' }) };

  it('round-trip timestamps, references, bytes, maps and arrays, shifted', () => {
    const data = {
      at: Timestamp.fromMillis(takenAt),
      list: [1, 'x', null, { deep: Timestamp.fromMillis(takenAt + HOUR) }],
      ref: { constructor: { name: 'DocumentReference' }, path: 'weeks/week-1' },
      bytes: Buffer.from('hi'),
      day: '2026-11-27',
    };
    const stored = JSON.parse(JSON.stringify(encodeValue(data)));
    expect(stored.at).toEqual({ $ts: takenAt });
    expect(stored.ref).toEqual({ $ref: 'weeks/week-1' });
    const back = decodeValue(stored, timeShift(takenAt, takenAt + 24 * HOUR), { Timestamp, doc: db.doc });
    expect(back.at.toMillis()).toBe(takenAt + 24 * HOUR);
    expect(back.list[3].deep.toMillis()).toBe(takenAt + 25 * HOUR);
    expect(back.list.slice(0, 3)).toEqual([1, 'x', null]);
    expect(back.ref).toEqual({ path: 'weeks/week-1', kind: 'ref' });
    expect(back.bytes.toString()).toBe('hi');
    expect(back.day).toBe('2026-11-28');
  });

  it('refuses a value it cannot store', () => {
    class GeoPoint {}
    expect(() => encodeValue({ where: new GeoPoint() })).toThrow(/cannot store a GeoPoint/);
  });
});

describe('storeShape', () => {
  const uids = new Set(['uidA', 'uidB']);

  it('ignores ids, numbers and values, and sees a new field or a moved document', () => {
    const a = [
      { path: 'players/uidA', data: { points: 3, mastery: { Phishing: 1 }, hist: { 12: 1 }, f_Phishing_hits: 1 } },
      { path: 'players/uidA/daily/2026-11-27', data: { at: { $ts: 1 } } },
    ];
    const b = [
      {
        path: 'players/uidB',
        data: { points: 9, mastery: { SimSwap: 2 }, hist: { 40: 2, 41: 1 }, f_SimSwap_hits: 2, f_Ddos_hits: 1 },
      },
      { path: 'players/uidB/daily/2026-11-20', data: { at: { $ts: 5 } } },
    ];
    expect(storeShape(b, uids)).toEqual(storeShape(a, uids));
    const withField = [{ ...b[0], data: { ...b[0].data, streak: 1 } }, b[1]];
    expect(storeShape(withField, uids)).not.toEqual(storeShape(a, uids));
    // Which counters a seed happened to fill, and which cases a drill drew, is chance.
    const chance = [
      {
        ...a[0],
        data: {
          ...a[0].data,
          w_4_falseAlarms: 1,
          drills: { 'week-003': { 'acc-inv-04': { at: 1 } } },
          teams: { hu1evN6A9mgUQMtWdVIZ: { share: true } },
        },
      },
      a[1],
    ];
    const other = [
      {
        ...a[0],
        data: {
          ...a[0].data,
          w_3_hits: 2,
          drills: { 'week-001': { 'app-07': { at: 2 } } },
          teams: { EAOFF6awyktYhv3wJI36: { share: false } },
        },
      },
      a[1],
    ];
    expect(storeShape(chance, uids)).toEqual(storeShape(other, uids));
    // An auto-id with no digit in it (about 3% of them: 20 characters of 62) is an id too.
    const lettersOnly = [
      { ...other[0], data: { ...other[0].data, teams: { vVleBhMYuhksWylatjSj: { share: false } } } },
      a[1],
    ];
    expect(storeShape(lettersOnly, uids)).toEqual(storeShape(other, uids));
    // A camelCase field name of 20 letters stays a name.
    const named = [
      { ...other[0], data: { ...other[0].data, teams: { lastWeekOwnerSummary: { share: false } } } },
      a[1],
    ];
    expect(storeShape(named, uids)).not.toEqual(storeShape(other, uids));
    const moved = [b[0], { path: 'days/2026-11-20/players/uidB', data: { at: { $ts: 5 } } }];
    expect(storeShape(moved, uids)).not.toEqual(storeShape(a, uids));
  });
});

describe('the stored snapshot', () => {
  it('is of the current format, with the demo accounts and the seed result', () => {
    const snapshot = readSnapshot();
    expect(snapshot.format).toBe(SNAPSHOT_FORMAT);
    expect(snapshot.accounts.map((a) => a.email)).toEqual(
      expect.arrayContaining(['player@fraudshield.test', 'admin@fraudshield.test']),
    );
    expect(snapshot.result.weeks).toHaveLength(4);
    expect(snapshot.docs.some((d) => d.path.startsWith('rateLimits/'))).toBe(false);
  });

  it('holds every row of the season table it publishes, and of the table before (movement)', () => {
    // Without them `npm start` shows an empty season table until the next settlement, then no movement.
    const { docs } = readSnapshot();
    const published = docs.find((d) => d.path === 'leaderboardTables/published')?.data;
    expect(published?.total).toBeGreaterThan(0);
    const rowsOf = (week) =>
      docs
        .filter((d) => d.path.startsWith(`leaderboardTables/week-${week}/tablePieces/`))
        .reduce((n, d) => n + d.data.rows.length, 0);
    expect(rowsOf(published.week)).toBe(published.total);
    expect(rowsOf(published.prevWeek)).toBeGreaterThan(0);
  });
});
