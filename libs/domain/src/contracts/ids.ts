import { z } from 'zod';

/**
 * Ids a caller sends (a league, a team member, a week) checked as ids before any lookup: the shape
 * the server makes them in, and never a name JavaScript objects already carry. A stored map such as
 * a player's `teams` is a plain object, where `teams['constructor']` is a function (truthy) and
 * `teams['__proto__']` the prototype: an id that reached such a lookup would pass a seat check it
 * has no seat for. The handlers also read such maps by own keys only (`ownValue`).
 */

/**
 * A league's id: a Firestore auto-id (`collection.doc().id`, the only way leagues are made), 20
 * characters from the 62 letters and digits of the Admin SDK's autoId.
 */
export const LEAGUE_ID_PATTERN = /^[A-Za-z0-9]{20}$/;
/** A team member's id (16 base64url characters from 12 random bytes; older or seeded ones 8–40). */
export const MEMBER_ID_PATTERN = /^[A-Za-z0-9_-]{8,40}$/;
/** A week's id (`week-001`, weekIdOf) or another server-made key of that alphabet. */
export const WEEK_ID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

/** A name every plain object answers to: Object.prototype's keys (`constructor`, `toString`, `__proto__`…). */
export function isPrototypeKey(id: string): boolean {
  return id in Object.prototype;
}

/** A well-shaped id that names nothing a plain object carries. */
export function isSafeId(pattern: RegExp, id: unknown): id is string {
  return typeof id === 'string' && pattern.test(id) && !isPrototypeKey(id);
}

/** The zod schema of an id of `what`, refused with a message that says what was expected. */
export function idSchema(pattern: RegExp, what: string) {
  return z
    .string()
    .regex(pattern, `${what} is not a valid id`)
    .refine((id) => !isPrototypeKey(id), `${what} is not a valid id`);
}

/** `map[key]` when `key` is the map's own key, else undefined: never a value inherited from Object.prototype. */
export function ownValue<T>(map: Readonly<Record<string, T>> | null | undefined, key: string): T | undefined {
  return map && Object.hasOwn(map, key) ? map[key] : undefined;
}
