import { describe, expect, it } from 'vitest';
import { permissionsOf } from '../../../machines/shared/permissions';

describe('permissions', () => {
  const codes = { add: 'ADD', check: 'CHECK_UNCHECK' } as const;

  it('names each granted action code, and only those', () => {
    expect(permissionsOf(['CHECK_UNCHECK', 'DELETE'], codes)).toEqual({ add: false, check: true });
    expect(permissionsOf(['ADD', 'CHECK_UNCHECK'], codes)).toEqual({ add: true, check: true });
    expect(permissionsOf([], codes)).toEqual({ add: false, check: false });
  });
});
