import { describe, expect, it } from 'vitest';
import { highlight } from './highlight';

describe('highlight', () => {
  it('marks every quote of the flags in the text, and nothing else', () => {
    expect(highlight('Pay now at bit.ly/x or pay now', ['pay now', 'bit.ly/x'])).toEqual([
      { text: 'Pay now at ', flag: false },
      { text: 'bit.ly/x', flag: true },
      { text: ' or ', flag: false },
      { text: 'pay now', flag: true },
    ]);
    expect(highlight('plain', [])).toEqual([{ text: 'plain', flag: false }]);
  });
});
