// The antd surface read from source (no build runs here).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

interface SurfaceModule {
  antdImportsOf(code: string, filename?: string): string[];
  suiteAntdSurface(workspaceRoot: string): string[];
  writeAntdSurfaceModule(options: { appDir: string; surface: string[] }): string | undefined;
  ALWAYS_PROVIDED: readonly string[];
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const surfaceModule = require('./antd-surface.cjs') as SurfaceModule;
const { antdImportsOf, suiteAntdSurface, writeAntdSurfaceModule, ALWAYS_PROVIDED } = surfaceModule;
const root = path.resolve(__dirname, '..', '..');

describe('antdImportsOf', () => {
  it('reads value imports over several lines, with aliases, and skips type imports', () => {
    const code = `
      import type { ThemeConfig } from 'antd';
      import {
        Button,
        type TableProps,
        Typography as Text,
      } from 'antd';
      import { Tag } from 'antd-mobile';
      export { Flex } from 'antd';
    `;
    expect(antdImportsOf(code, 'page.tsx').sort()).toEqual(['Button', 'Flex', 'Typography']);
  });

  it('reports a namespace or default import as all of antd', () => {
    expect(antdImportsOf(`import * as antd from 'antd';`)).toEqual(['*']);
    expect(antdImportsOf(`import antd from 'antd';`)).toEqual(['*']);
    expect(antdImportsOf(`export * from 'antd';`)).toEqual(['*']);
  });

  it('ignores files without antd', () => {
    expect(antdImportsOf(`import { useState } from 'react';`)).toEqual([]);
  });
});

describe('the suite surface', () => {
  const surface = suiteAntdSurface(root);

  it('is the union of the apps with the providers the host always renders', () => {
    expect(surface).not.toContain('*');
    for (const name of [...ALWAYS_PROVIDED, 'Button', 'Table']) expect(surface).toContain(name);
    expect(surface).toEqual([...surface].sort());
  });

  it('becomes a module re-exporting those names from antd by absolute path (not the shared key)', () => {
    const appDir = fs.mkdtempSync(path.join(os.tmpdir(), 'antd-surface-'));
    try {
      fs.mkdirSync(path.join(appDir, 'node_modules'));
      fs.symlinkSync(
        path.join(root, 'host-shell', 'node_modules', 'antd'),
        path.join(appDir, 'node_modules', 'antd'),
      );
      const file = writeAntdSurfaceModule({ appDir, surface: ['Button', 'theme'] });
      expect(file).toBeDefined();
      const code = fs.readFileSync(file!, 'utf8');
      expect(code).toMatch(/export \{ Button, theme \} from "\/.*antd[\\/]es[\\/]index\.js";/);
      expect(writeAntdSurfaceModule({ appDir, surface: ['*'] })).toBeUndefined();
      expect(() => writeAntdSurfaceModule({ appDir, surface: ['NoSuchComponent'] })).toThrow(
        /no export NoSuchComponent/,
      );
    } finally {
      fs.rmSync(appDir, { recursive: true, force: true });
    }
  });
});
