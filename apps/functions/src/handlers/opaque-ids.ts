import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * What public tables show instead of account ids. A player's uid is the key to everything the
 * server holds about them (and, once known, lets anyone line up their standings, leagues and
 * reports across tables), so no response names another player by uid: a table row carries an
 * opaque id, HMAC-SHA256(season key, uid) cut to 96 bits, the same for a player in every table of
 * the season and unlinkable to the uid without the key, which never leaves the server. A new key
 * makes new ids (infra/privacy-keys.ts keeps one per season).
 *
 * Cursors are sealed with AES-256-GCM under a key derived from the same secret: the client
 * cannot read the row they point at (points, join time, uid) nor forge one; a cursor that does
 * not open is refused like any bad input.
 */
export interface OpaqueIds {
  /** The player's public id in this season's tables. */
  id(uid: string): string;
  /** An opaque, tamper-proof token for a JSON value. */
  seal(value: unknown): string;
  /** The value sealed in `token`, or null when it is not one of ours (or was altered). */
  open(token: string): unknown;
}

/**
 * The season's key as a callable finds it: made on first use, but only by a call that is
 * answered. A refused call changes no document, so it reads the key without making it (and with no
 * key yet, no cursor can have been sealed: any cursor is refused).
 */
export interface OpaqueSource {
  existing(): Promise<OpaqueIds | null>;
  ensure(): Promise<OpaqueIds>;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** 16 base64url characters = 96 bits: no collision among billions of players. */
const ID_CHARS = 16;

export function opaqueIds(secret: Buffer): OpaqueIds {
  if (secret.length < 32) throw new Error('opaque ids need a 32-byte secret');
  // Separate keys per use, so an id never helps with a cursor or the other way round.
  const idKey = createHmac('sha256', secret).update('public-id').digest();
  const cursorKey = createHmac('sha256', secret).update('cursor').digest();
  return {
    id: (uid) => createHmac('sha256', idKey).update(uid).digest('base64url').slice(0, ID_CHARS),
    seal(value) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', cursorKey, iv);
      const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(token) {
      try {
        const raw = Buffer.from(token, 'base64url');
        if (raw.length <= IV_BYTES + TAG_BYTES) return null;
        const decipher = createDecipheriv('aes-256-gcm', cursorKey, raw.subarray(0, IV_BYTES));
        decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        const text = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
          'utf8',
        );
        return JSON.parse(text) as unknown;
      } catch {
        return null;
      }
    },
  };
}
