import { describe, expect, it } from 'vitest';
import { isContention, ledgerId, newPlayerDoc, openingEntry } from './player-store';

describe('player store helpers', () => {
  it('treats ALREADY_EXISTS and ABORTED as contention, nothing else', () => {
    expect(isContention({ code: 6 })).toBe(true);
    expect(isContention({ code: 10 })).toBe(true);
    expect(isContention({ status: 'ALREADY_EXISTS' })).toBe(true);
    expect(isContention(new Error('6 ALREADY_EXISTS: entity already exists'))).toBe(true);
    expect(isContention({ code: 5 })).toBe(false);
    expect(isContention(new Error('boom'))).toBe(false);
    expect(isContention(null)).toBe(false);
  });

  it('pads ledger ids so they sort as numbers', () => {
    expect(ledgerId(1)).toBe('0000000001');
    expect(ledgerId(12345)).toBe('0000012345');
    expect([ledgerId(10), ledgerId(9)].sort()).toEqual([ledgerId(9), ledgerId(10)]);
  });

  it('a new player starts with 100.0 cr, seq 1 and an empty squad', () => {
    const p = newPlayerDoc(
      { uid: 'abcdefgh', email: 'a@b.c', displayName: null, signInProvider: 'password' },
      5,
      'x7kq2m',
    );
    expect(p).toMatchObject({
      uid: 'abcdefgh',
      displayName: 'Player x7kq2m',
      balanceTenths: 1000,
      seq: 1,
      squad: { owned: [], lead: null },
      joinedAt: 5,
    });
    expect(openingEntry(p, 5)).toEqual({
      seq: 1,
      at: 5,
      kind: 'open',
      deltaTenths: 1000,
      balanceTenths: 1000,
      detail: 'Starting balance',
    });
  });
});
