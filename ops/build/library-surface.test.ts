// The surfaces of antd and react-router read from source (no build runs here).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

type Library = 'antd' | 'react-router';
interface SurfaceModule {
  libraryImportsOf(code: string, filename?: string): Record<Library, string[]>;
  appManifestImports(appDir: string, workspaceRoot: string): Record<string, string[]>;
  suiteSurfaces(workspaceRoot: string): Record<Library, string[]>;
  writeSurfaceModule(options: {
    appDir: string;
    library: Library;
    surface: string[];
    mode: 'development' | 'production';
  }): string | undefined;
  SURFACE_LIBRARIES: Record<Library, { alwaysProvided: readonly string[]; manifestKey: string }>;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const surfaceModule = require('./library-surface.cjs') as SurfaceModule;
const { libraryImportsOf, appManifestImports, suiteSurfaces, writeSurfaceModule, SURFACE_LIBRARIES } =
  surfaceModule;
const root = path.resolve(__dirname, '..', '..');

describe('libraryImportsOf', () => {
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
      import { Link, useNavigate as go, type NavigateFunction } from 'react-router';
      import type { Location } from 'react-router';
      import { Link as DomLink } from 'react-router-dom';
    `;
    const imports = libraryImportsOf(code, 'page.tsx');
    expect(imports.antd.sort()).toEqual(['Button', 'Flex', 'Typography']);
    expect(imports['react-router'].sort()).toEqual(['Link', 'useNavigate']);
  });

  it.each(['antd', 'react-router'])('reports a namespace or default import of %s as all of it', (library) => {
    expect(libraryImportsOf(`import * as all from '${library}';`)[library as Library]).toEqual(['*']);
    expect(libraryImportsOf(`import all from '${library}';`)[library as Library]).toEqual(['*']);
    expect(libraryImportsOf(`export * from '${library}';`)[library as Library]).toEqual(['*']);
  });

  it('ignores files without either library', () => {
    expect(libraryImportsOf(`import { useState } from 'react';`)).toEqual({ antd: [], 'react-router': [] });
  });
});

describe('the suite surfaces', () => {
  const surfaces = suiteSurfaces(root);

  it('are the union of the apps with what is always provided', () => {
    expect(surfaces.antd).not.toContain('*');
    for (const name of [...SURFACE_LIBRARIES.antd.alwaysProvided, 'Button', 'Table'])
      expect(surfaces.antd).toContain(name);
    expect(surfaces.antd).toEqual([...surfaces.antd].sort());
    expect(surfaces['react-router']).toEqual(
      expect.arrayContaining(['BrowserRouter', 'Link', 'Routes', 'useNavigate', 'UNSAFE_NavigationContext']),
    );
  });

  it('leave out what only tests import (MemoryRouter, in shared-ui/testing)', () => {
    expect(surfaces['react-router']).not.toContain('MemoryRouter');
  });

  it("are recorded per remote under each library's manifest key", () => {
    const imports = appManifestImports(path.join(root, 'mf-loadboard'), root);
    expect(Object.keys(imports)).toEqual(['antdImports', 'reactRouterImports']);
    expect(imports.reactRouterImports).toEqual(
      expect.arrayContaining(['Link', 'useNavigate', 'useSearchParams']),
    );
  });
});

describe('the surface module', () => {
  let appDir: string;
  beforeAll(() => {
    appDir = fs.mkdtempSync(path.join(os.tmpdir(), 'library-surface-'));
    fs.mkdirSync(path.join(appDir, 'node_modules'));
    for (const library of ['antd', 'react-router'])
      fs.symlinkSync(
        path.join(root, 'host-shell', 'node_modules', library),
        path.join(appDir, 'node_modules', library),
      );
  });
  afterAll(() => fs.rmSync(appDir, { recursive: true, force: true }));

  it('re-exports the names from antd by absolute path (not the shared key)', () => {
    const file = writeSurfaceModule({
      appDir,
      library: 'antd',
      surface: ['Button', 'theme'],
      mode: 'production',
    });
    expect(file).toBeDefined();
    const code = fs.readFileSync(file!, 'utf8');
    expect(code).toMatch(/export \{ Button, theme \} from "\/.*antd[\\/]es[\\/]index\.js";/);
    expect(
      writeSurfaceModule({ appDir, library: 'antd', surface: ['*'], mode: 'production' }),
    ).toBeUndefined();
    expect(() =>
      writeSurfaceModule({ appDir, library: 'antd', surface: ['NoSuchComponent'], mode: 'production' }),
    ).toThrow(/antd \S+ has no export NoSuchComponent/);
  });

  it('re-exports react-router from the build of the mode, one file per mode', () => {
    const write = (mode: 'development' | 'production') =>
      writeSurfaceModule({ appDir, library: 'react-router', surface: ['Link', 'useNavigate'], mode });
    const production = write('production');
    const development = write('development');
    expect(production).not.toBe(development);
    expect(fs.readFileSync(production!, 'utf8')).toMatch(
      /export \{ Link, useNavigate \} from "\/.*react-router[\\/]dist[\\/]production[\\/]index\.mjs";/,
    );
    expect(fs.readFileSync(development!, 'utf8')).toMatch(/dist[\\/]development[\\/]index\.mjs"/);
    expect(() =>
      writeSurfaceModule({ appDir, library: 'react-router', surface: ['useNoSuchHook'], mode: 'production' }),
    ).toThrow(/react-router \S+ has no export useNoSuchHook/);
  });
});
