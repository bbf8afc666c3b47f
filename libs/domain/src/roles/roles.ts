/** The roles the product knows. `admin` is the only one the specification names. */
export const ROLES = ['admin'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Reads the `roles` claim as a list of strings; anything else counts as no roles. */
export function rolesFromClaims(claims: Readonly<Record<string, unknown>> | null | undefined): string[] {
  const roles = claims?.['roles'];
  if (!Array.isArray(roles)) return [];
  return roles.filter((r): r is string => typeof r === 'string');
}

export function hasRole(roles: readonly string[], role: Role): boolean {
  return roles.includes(role);
}
