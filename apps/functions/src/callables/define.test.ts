import { describe, expect, it } from 'vitest';
import { DISPLAY_NAME_PROBLEMS } from '@fraudshield/domain';
import { parsePayload } from './define';

/** The contract check every callable runs before its handler (moved here from handlers/user.test.ts: handlers do not import callables/). */
describe('parsePayload', () => {
  it('user_setDisplayName: a bidi override or an invisible character is refused at the boundary, with the reason', () => {
    for (const displayName of ['Ada\u202Egpj.exe', 'Ad\u200Ba', '\u2066Ada\u2069']) {
      expect(() => parsePayload('user_setDisplayName', { displayName })).toThrow(
        expect.objectContaining({ code: 'invalid-input', message: expect.stringContaining(DISPLAY_NAME_PROBLEMS['hidden-characters']) }),
      );
    }
    expect(parsePayload('user_setDisplayName', { displayName: ' Zoe\u0308  Lovelace ' })).toEqual({ displayName: 'Zo\u00EB Lovelace' });
  });
});
