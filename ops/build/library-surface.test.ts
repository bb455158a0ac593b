// The surfaces of antd and react-router read from source (no build runs here).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

type Library = 'antd' | 'react-router';
interface Share {
  library: Library;
  shareKey: string;
  manifestKey: string;
  surface: string[];
}
interface SurfaceModule {
  libraryImportsOf(code: string, filename?: string): Record<Library, string[]>;
  appManifestImports(appDir: string, workspaceRoot: string, shares?: Share[]): Record<string, string[]>;
  suiteSurfaces(workspaceRoot: string): Record<Library, string[]>;
  suiteShares(workspaceRoot: string): (Share & { parts?: Share[] })[];
  staticallyImportedSources(workspaceRoot: string, roots: readonly string[]): string[];
  rewritePartImports(code: string, partShares: Omit<Share, 'manifestKey'>[]): string;
  writeSurfaceModule(options: {
    appDir: string;
    library: Library;
    shareKey?: string;
    surface: string[];
    parts?: Pick<Share, 'shareKey' | 'surface'>[];
    mode: 'development' | 'production';
  }): string | undefined;
  SURFACE_LIBRARIES: Record<
    Library,
    { alwaysProvided: readonly string[]; keptForReleasedRemotes: readonly string[]; manifestKey: string }
  >;
  FIRST_PAINT_ROOTS: readonly string[];
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const surfaceModule = require('./library-surface.cjs') as SurfaceModule;
const {
  libraryImportsOf,
  appManifestImports,
  suiteSurfaces,
  suiteShares,
  staticallyImportedSources,
  rewritePartImports,
  writeSurfaceModule,
  SURFACE_LIBRARIES,
  FIRST_PAINT_ROOTS,
} = surfaceModule;
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
    for (const name of [...SURFACE_LIBRARIES.antd.alwaysProvided, 'Button', 'DatePicker'])
      expect(surfaces.antd).toContain(name);
    expect(surfaces.antd).toEqual([...surfaces.antd].sort());
    expect(surfaces['react-router']).toEqual(
      expect.arrayContaining(['BrowserRouter', 'Link', 'Routes', 'useNavigate', 'UNSAFE_NavigationContext']),
    );
  });

  it('leave out what only tests import (MemoryRouter, in shared-ui/testing)', () => {
    expect(surfaces['react-router']).not.toContain('MemoryRouter');
  });

  it("are recorded per remote under each share key's manifest key", () => {
    const imports = appManifestImports(path.join(root, 'mf-loadboard'), root);
    expect(Object.keys(imports)).toEqual([
      'antdFirstImports',
      'antdLateImports',
      'antdImports',
      'reactRouterImports',
    ]);
    expect(imports.reactRouterImports).toEqual(
      expect.arrayContaining(['Link', 'useNavigate', 'useSearchParams']),
    );
    expect(imports.antdFirstImports).toContain('Button');
    expect(imports.antdLateImports).toContain('DatePicker');
    // antdImports, all of them, as before the split: what a host released before it checks.
    expect(imports.antdImports).toEqual(
      [...(imports.antdFirstImports ?? []), ...(imports.antdLateImports ?? [])].sort(),
    );
  });
});

describe("antd's first-paint and late shares", () => {
  const shares = suiteShares(root);
  const [first, late, union, router] = shares;

  it('split the suite surface of antd in two keys, key antd the union of both; react-router stays one', () => {
    expect(shares.map(({ shareKey, manifestKey }) => [shareKey, manifestKey])).toEqual([
      ['antd/first', 'antdFirstImports'],
      ['antd/late', 'antdLateImports'],
      ['antd', 'antdImports'],
      ['react-router', 'reactRouterImports'],
    ]);
    expect([...first!.surface, ...late!.surface].sort()).toEqual(suiteSurfaces(root).antd);
    expect(union?.surface).toEqual(suiteSurfaces(root).antd);
    expect(union?.parts).toEqual([first, late]);
    expect(router?.surface).toEqual(suiteSurfaces(root)['react-router']);
    expect(router?.parts).toBeUndefined();
  });

  it("give the first paint what the shell and the dashboard's widget import, the rest late", () => {
    // The top bar, the dashboard's tabs and what is always provided; the pickers and Form only later.
    expect(first?.surface).toEqual(
      expect.arrayContaining(['Button', 'Tabs', ...SURFACE_LIBRARIES.antd.alwaysProvided]),
    );
    expect(late?.surface).toEqual(expect.arrayContaining(['DatePicker', 'Form', 'Upload']));
  });

  it('keep in the late part what no source imports but released remotes do (Menu, Pagination)', () => {
    const kept = SURFACE_LIBRARIES.antd.keptForReleasedRemotes;
    expect(kept).toEqual(expect.arrayContaining(['Menu', 'Pagination']));
    expect(late?.surface).toEqual(expect.arrayContaining([...kept]));
    expect(first?.surface).not.toEqual(expect.arrayContaining(['Menu']));
  });

  it('are read from the static imports of the roots, not across an import()', () => {
    const files = staticallyImportedSources(root, FIRST_PAINT_ROOTS).map((file) =>
      path.relative(root, file).split(path.sep).join('/'),
    );
    expect(files).toEqual(
      expect.arrayContaining([
        ...FIRST_PAINT_ROOTS,
        'host-shell/src/app/dashboard-frame.tsx',
        'shared-ui/src/page-frame.tsx',
      ]),
    );
    // Host pages are lazy (host-pages.tsx), as is the shipment preview of the dashboard's widget.
    expect(files).not.toContain('host-shell/src/features/profile/profile-routes.tsx');
    expect(files.some((file) => file.includes('/shipment-detail/'))).toBe(false);
    expect(files.some((file) => /\.test\./.test(file))).toBe(false);
  });
});

describe('rewritePartImports', () => {
  const partShares = [
    { library: 'antd' as const, shareKey: 'antd/first', surface: ['Button', 'Flex'] },
    { library: 'antd' as const, shareKey: 'antd/late', surface: ['DatePicker', 'Form'] },
  ];

  it("moves each name to its part's key, keeping aliases and the line count", () => {
    const code = [
      '// Ünïcode before the import moves byte offsets',
      'import { Button, DatePicker as Picker,',
      '  Form } from "antd";',
      'import { useState } from "react";',
      'export { Form, Flex as Row } from "antd";',
      'const x = 1;',
    ].join('\n');
    expect(rewritePartImports(code, partShares).split('\n')).toEqual([
      '// Ünïcode before the import moves byte offsets',
      'import { Button } from "antd/first"; import { DatePicker as Picker, Form } from "antd/late";',
      '',
      'import { useState } from "react";',
      'export { Form } from "antd/late"; export { Flex as Row } from "antd/first";',
      'const x = 1;',
    ]);
  });

  it('leaves a default or namespace import, and a name of no part, as it is', () => {
    for (const code of [
      'import * as antd from "antd"; import antdDefault, { Form } from "antd";',
      'import { Form } from "antd-mobile"; const antd = 1;',
      'import { Cascader } from "antd";',
    ])
      expect(rewritePartImports(code, partShares)).toBe(code);
    expect(rewritePartImports('import { Button } from "antd";', partShares)).toBe(
      'import { Button } from "antd/first";',
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

  it("writes each part's module to a file of its own, and key antd's as the parts' re-export", () => {
    const [first, late] = [
      { shareKey: 'antd/first', surface: ['Button'] },
      { shareKey: 'antd/late', surface: ['DatePicker'] },
    ].map((part) => ({
      ...part,
      file: writeSurfaceModule({ appDir, library: 'antd', ...part, mode: 'production' }),
    }));
    expect(late?.file).toMatch(/antd-late\.production\.mjs$/);
    expect(fs.readFileSync(late!.file!, 'utf8')).toMatch(
      /export \{ DatePicker \} from ".*antd[\\/]es[\\/]index\.js";/,
    );
    expect(fs.readFileSync(first!.file!, 'utf8')).toMatch(/export \{ Button \} from/);
    const union = writeSurfaceModule({
      appDir,
      library: 'antd',
      surface: ['Button', 'DatePicker'],
      parts: [first!, late!],
      mode: 'production',
    });
    expect(union).toMatch(/[\\/]antd\.production\.mjs$/);
    // The parts' very modules, so the host's build holds one antd whichever key is consumed.
    expect(fs.readFileSync(union!, 'utf8').split('\n').slice(1)).toEqual([
      `export { Button } from ${JSON.stringify(first!.file)};`,
      `export { DatePicker } from ${JSON.stringify(late!.file)};`,
      '',
    ]);
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
