import fs from 'node:fs';
import path from 'node:path';
import type * as PermissionModule from './permission';

const SOURCE = path.resolve(__dirname, '..');

/** Every module of src (tests excluded) that builds schemas: a value import of zod/mini. */
function schemaModules(): string[] {
  return fs
    .readdirSync(SOURCE, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .filter((file) => /^import (\{[^}]*\}|\* as \w+) from 'zod\/mini';$/m.test(readSource(file)))
    .sort();
}

function readSource(file: string): string {
  return fs.readFileSync(path.join(SOURCE, file), 'utf8');
}

describe('zod-locale: zod/mini schemas answer in the English classic zod used', () => {
  it('is imported by every module that builds schemas, so each one works on its own', () => {
    const modules = schemaModules();
    expect(modules).toContain(path.join('domain', 'user.ts'));
    const without = modules.filter(
      (file) =>
        file !== path.join('domain', 'zod-locale.ts') &&
        !/^import '[./]*(domain\/)?zod-locale';$/m.test(readSource(file)),
    );
    expect(without).toEqual([]);
  });

  it("gives zod's English messages, not mini's bare 'Invalid input'", () => {
    jest.isolateModules(() => {
      // A module of its own: it reads no other schema module, so only this import sets the locale.
      const { PermissionSchema } = jest.requireActual<typeof PermissionModule>('./permission');
      expect(PermissionSchema.safeParse(42).error?.issues.map((issue) => issue.message)).toEqual([
        'Invalid option: expected one of "CarrierPortal"|"DriverPortal"|"FactoringCompanyPortal"|"CarrierBillingSettings"|"Admin"',
      ]);
    });
  });
});
