import { hasRole, isRole, ROLES, rolesFromClaims } from './roles';

describe('roles', () => {
  it('knows admin', () => {
    expect(ROLES).toEqual(['admin']);
    expect(isRole('admin')).toBe(true);
    expect(isRole('root')).toBe(false);
    expect(isRole(undefined)).toBe(false);
  });

  it.each([
    [{ roles: ['admin'] }, ['admin']],
    [{ roles: ['admin', 'editor'] }, ['admin', 'editor']],
    [{ roles: ['admin', 3, null] }, ['admin']],
    [{ roles: 'admin' }, []],
    [{ roles: {} }, []],
    [{}, []],
    [null, []],
    [undefined, []],
  ])('rolesFromClaims(%j) → %j', (claims, roles) => {
    expect(rolesFromClaims(claims as Record<string, unknown> | null | undefined)).toEqual(roles);
  });

  it('hasRole checks membership', () => {
    expect(hasRole(['admin'], 'admin')).toBe(true);
    expect(hasRole([], 'admin')).toBe(false);
    expect(hasRole(['Admin'], 'admin')).toBe(false);
  });
});
