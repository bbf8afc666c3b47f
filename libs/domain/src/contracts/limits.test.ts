import { describe, expect, it } from 'vitest';
import { SetDisplayNameSchema } from './callables';
import { normalizeDisplayName } from './names';

describe('normalizeDisplayName agrees with the server contract', () => {
  const samples = ['Ada', '  Ada Lovelace  ', '', '   ', 'x'.repeat(40), 'x'.repeat(41), '<b>', 'tab\there', 'Zoë 🛡️'];
  it.each(samples)('%j', (raw) => {
    const server = SetDisplayNameSchema.safeParse({ displayName: raw });
    expect(normalizeDisplayName(raw)).toBe(server.success ? server.data.displayName : null);
  });
});
