// antd and react-router shared one key per export (library-surface.cjs), read from source and the
// installed packages; no webpack build runs here. Generated modules go to a temporary app folder whose
// node_modules link to the host's antd, react-router and react.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

type Library = 'antd' | 'react-router';
type Mode = 'development' | 'production';
interface SurfaceModule {
  SHARED_BY_EXPORT: Record<Library, { legacyKeys: readonly string[]; alwaysFirst: readonly string[] }>;
  FIRST_PAINT_ROOTS: readonly string[];
  LIBRARIES: readonly Library[];
  exportShareKey(library: string, name: string): string;
  parseExportShareKey(key: string): { library: Library; name: string } | undefined;
  libraryImportsOf(code: string, filename?: string): Record<Library, string[]>;
  appSharedExports(appDir: string, workspaceRoot: string): Record<Library, string[]>;
  firstLoadNames(workspaceRoot: string): Record<Library, string[]>;
  libraryExports(appDir: string, library: Library, mode: Mode): string[];
  staticallyImportedSources(workspaceRoot: string, roots: readonly string[]): string[];
  rewriteLibraryImports(code: string, filename?: string): string;
  writeShareModules(options: {
    appDir: string;
    library: Library;
    mode: Mode;
    firstNames: string[];
    stylesheets?: { first?: string; late?: string };
  }): Record<string, string>;
  writeLateShareRegistration(options: {
    appDir: string;
    mode: Mode;
    modules: Record<string, string>;
    late: string[];
  }): string;
  writeSplitLibrary(options: {
    appDir: string;
    library: Library;
    mode: Mode;
    firstNames: string[];
    outDir: string;
  }): { alias: Record<string, string> };
  writeSplitFiles(options: { appDir: string; library: Library }): Record<string, string>;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const surface = require('./library-surface.cjs') as SurfaceModule;
const {
  SHARED_BY_EXPORT,
  FIRST_PAINT_ROOTS,
  exportShareKey,
  parseExportShareKey,
  libraryImportsOf,
  appSharedExports,
  firstLoadNames,
  libraryExports,
  staticallyImportedSources,
  rewriteLibraryImports,
  writeShareModules,
  writeLateShareRegistration,
  writeSplitLibrary,
  writeSplitFiles,
} = surface;
const root = path.resolve(__dirname, '..', '..');
const hostDir = path.join(root, 'host-shell');
const versionOf = (library: string) =>
  (
    JSON.parse(fs.readFileSync(path.join(hostDir, 'node_modules', library, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

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

describe('share keys', () => {
  it('are <library>/export/<name>, read back only for a library shared by export', () => {
    expect(exportShareKey('antd', 'QRCode')).toBe('antd/export/QRCode');
    expect(exportShareKey('react-router', 'useBlocker')).toBe('react-router/export/useBlocker');
    expect(parseExportShareKey('antd/export/QRCode')).toEqual({ library: 'antd', name: 'QRCode' });
    expect(parseExportShareKey('react-router/export/UNSAFE_NavigationContext')).toEqual({
      library: 'react-router',
      name: 'UNSAFE_NavigationContext',
    });
    // Legacy keys, other packages and nested paths are not export keys.
    for (const key of [
      'antd',
      'antd/first',
      'antd/late',
      'react-router',
      'lodash/export/map',
      'antd/export/a/b',
    ])
      expect(parseExportShareKey(key)).toBeUndefined();
  });
});

describe('what each app imports (metaData.trucks.sharedExports)', () => {
  const imports = appSharedExports(path.join(root, 'mf-loadboard'), root);

  it("is its own sources' and shared-ui's names, sorted, never all of a library", () => {
    expect(Object.keys(imports)).toEqual(['antd', 'react-router']);
    expect(imports.antd).toEqual(expect.arrayContaining(['Button', 'DatePicker']));
    expect(imports['react-router']).toEqual(
      expect.arrayContaining(['Link', 'useNavigate', 'useSearchParams']),
    );
    for (const names of Object.values(imports)) {
      expect(names).not.toContain('*');
      expect(names).toEqual([...names].sort());
    }
  });

  it('leaves out what only tests import (MemoryRouter, in shared-ui/testing)', () => {
    expect(imports['react-router']).not.toContain('MemoryRouter');
  });
});

describe("the host's first-load names", () => {
  const first = firstLoadNames(root);

  it("are, for antd, what the shell and the dashboard's widget import, with the providers", () => {
    expect(first.antd).toEqual(
      expect.arrayContaining(['Button', 'Tabs', ...SHARED_BY_EXPORT.antd.alwaysFirst]),
    );
    for (const late of ['DatePicker', 'Form', 'Upload', 'QRCode']) expect(first.antd).not.toContain(late);
    expect(first.antd).toEqual([...first.antd].sort());
  });

  it('are, for react-router, what any source of the suite imports (not what only tests do)', () => {
    expect(first['react-router']).toEqual(
      expect.arrayContaining(['BrowserRouter', 'Link', 'Routes', 'useNavigate', 'UNSAFE_NavigationContext']),
    );
    expect(first['react-router']).not.toContain('MemoryRouter');
    expect(first['react-router']).not.toContain('useBlocker');
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
    expect(files).not.toContain('host-shell/src/features/profile/components/profile-routes.tsx');
    expect(files.some((file) => file.includes('/shipment-detail/'))).toBe(false);
    expect(files.some((file) => /\.test\./.test(file))).toBe(false);
  });
});

describe('rewriteLibraryImports', () => {
  it("points each name at its export's key, keeping aliases, re-exports and the line count", () => {
    const code = [
      '// Ünïcode before the import moves byte offsets',
      'import { Button, DatePicker as Picker,',
      '  Form } from "antd";',
      'import { useState } from "react";',
      'export { Form, Flex as Row } from "antd";',
      "import { Link, useNavigate as go } from 'react-router';",
      'const x = 1;',
    ].join('\n');
    expect(rewriteLibraryImports(code).split('\n')).toEqual([
      '// Ünïcode before the import moves byte offsets',
      'import { Button } from "antd/export/Button"; import { DatePicker as Picker } from "antd/export/DatePicker"; import { Form } from "antd/export/Form";',
      '',
      'import { useState } from "react";',
      'export { Form } from "antd/export/Form"; export { Flex as Row } from "antd/export/Flex";',
      'import { Link } from "react-router/export/Link"; import { useNavigate as go } from "react-router/export/useNavigate";',
      'const x = 1;',
    ]);
  });

  it('leaves other packages, subpaths and code without either library as they are', () => {
    for (const code of [
      'import { Form } from "antd-mobile"; const antd = 1;',
      'import Button from "antd/es/button";',
      'import { useState } from "react";',
      'const label = "react-router";',
    ])
      expect(rewriteLibraryImports(code)).toBe(code);
  });

  it('drops an import for side effects only, keeping its lines', () => {
    expect(rewriteLibraryImports('import "antd";\nconst x = 1;')).toBe('\nconst x = 1;');
  });

  it('fails the build on a namespace, default or dynamic import, or export *: they have no share key', () => {
    expect(() => rewriteLibraryImports('import * as antd from "antd";', 'page.js')).toThrow(
      /page\.js: import antd by name; a default or namespace import has no share key/,
    );
    expect(() => rewriteLibraryImports('import antd, { Form } from "antd";')).toThrow(/no share key/);
    expect(() => rewriteLibraryImports('import * as router from "react-router";')).toThrow(
      /import react-router by name/,
    );
    expect(() => rewriteLibraryImports('export * from "react-router";', 'index.js')).toThrow(
      /index\.js: export \* from 'react-router' has no share key/,
    );
    // A dynamic import would bundle a second copy of the library into the remote.
    expect(() =>
      rewriteLibraryImports('async function f() { return (await import("antd")).QRCode; }', 'lazy.js'),
    ).toThrow(/lazy\.js: import\('antd'\) has no share key: import antd by name/);
    expect(() => rewriteLibraryImports('const router = () => import("react-router");')).toThrow(
      /import\('react-router'\) has no share key/,
    );
    expect(rewriteLibraryImports('const page = () => import("./antd-page");')).toBe(
      'const page = () => import("./antd-page");',
    );
  });
});

describe('the loader (library-surface-loader.cjs)', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loader = require('./library-surface-loader.cjs') as (
    this: { resourcePath: string; callback: (error: unknown, code?: string, map?: unknown) => void },
    code: string,
    map?: unknown,
  ) => void;

  it("hands webpack the rewritten module and swc's source map, and names the file in a build error", () => {
    const map = { version: 3, mappings: 'AAAA' };
    const results: unknown[][] = [];
    const context = {
      resourcePath: '/app/src/page.tsx',
      callback: (...args: unknown[]) => results.push(args),
    };
    loader.call(context, 'import { QRCode } from "antd";\nexport const x = 1;', map);
    expect(results).toEqual([
      [null, 'import { QRCode } from "antd/export/QRCode";\nexport const x = 1;', map],
    ]);
    expect(() => loader.call(context, 'import * as antd from "antd";')).toThrow(
      /\/app\/src\/page\.tsx: import antd by name/,
    );
  });
});

describe('the modules the host provides', () => {
  let appDir: string;
  beforeAll(() => {
    appDir = fs.mkdtempSync(path.join(os.tmpdir(), 'library-surface-'));
    fs.mkdirSync(path.join(appDir, 'node_modules'));
    for (const library of ['antd', 'react-router', 'react'])
      fs.symlinkSync(path.join(hostDir, 'node_modules', library), path.join(appDir, 'node_modules', library));
  });
  afterAll(() => fs.rmSync(appDir, { recursive: true, force: true }));

  it('cover every export of the installed libraries, QRCode and useBlocker too', () => {
    const antd = libraryExports(appDir, 'antd', 'production');
    expect(antd).toEqual(expect.arrayContaining(['Button', 'QRCode', 'ConfigProvider', 'theme', 'version']));
    expect(antd).toEqual([...antd].sort());
    const router = libraryExports(appDir, 'react-router', 'production');
    expect(router).toEqual(
      expect.arrayContaining(['Link', 'useBlocker', 'MemoryRouter', 'createBrowserRouter']),
    );
    expect(libraryExports(path.join(appDir, 'nothing-here'), 'antd', 'production')).toEqual([]);
  });

  it('are one per export, under first or late, plus the legacy keys re-exporting all of it', () => {
    const stylesheets = { first: '/styles/antd-first.css', late: '/styles/antd-late.css' };
    const modules = writeShareModules({
      appDir,
      library: 'antd',
      mode: 'production',
      firstNames: ['Button', 'theme'],
      stylesheets,
    });
    const exports = libraryExports(appDir, 'antd', 'production');
    expect(Object.keys(modules).sort()).toEqual(
      [...exports.map((name) => exportShareKey('antd', name)), 'antd', 'antd/first', 'antd/late'].sort(),
    );
    const read = (key: string) => fs.readFileSync(modules[key] ?? '', 'utf8');
    // A first-load name: its own module under first/, from the file defining it (not antd's barrel),
    // with the first-load stylesheet.
    expect(modules['antd/export/Button']).toMatch(
      /trucks-shares[\\/]antd[\\/]production[\\/]first[\\/]-button\.mjs$/,
    );
    expect(read('antd/export/Button')).toContain(`import "${stylesheets.first}";`);
    expect(read('antd/export/Button')).toMatch(
      /^export \{ default as Button \} from ".*antd[\\/]es[\\/]button[\\/]index\.js";$/m,
    );
    expect(read('antd/export/theme')).toMatch(
      /export \{ default as theme \} from ".*antd[\\/]es[\\/]theme[\\/]index\.js";/,
    );
    // Any other: under late/, with the late stylesheet.
    expect(modules['antd/export/QRCode']).toMatch(/[\\/]production[\\/]late[\\/]-q-r-code\.mjs$/);
    expect(read('antd/export/QRCode')).toContain(`import "${stylesheets.late}";`);
    expect(read('antd/export/QRCode')).not.toContain(stylesheets.first);
    expect(read('antd/export/QRCode')).toMatch(
      /export \{ default as QRCode \} from ".*antd[\\/]es[\\/]qr-code[\\/]index\.js";/,
    );
    // The keys of the sharing before this one, for remotes released then: all of antd, both stylesheets.
    for (const key of SHARED_BY_EXPORT.antd.legacyKeys) {
      expect(modules[key]).toMatch(/[\\/]production[\\/]legacy[\\/]antd(-first|-late)?\.mjs$/);
      expect(read(key)).toContain(`import "${stylesheets.first}";\nimport "${stylesheets.late}";`);
      expect(read(key)).toMatch(
        new RegExp(`export \\{ ${exports.join(', ')} \\} from ".*antd[\\\\/]es[\\\\/]index\\.js";`),
      );
    }
  });

  it('give every export a file of its own, whatever the file system folds', () => {
    for (const library of ['antd', 'react-router'] as const) {
      const modules = writeShareModules({ appDir, library, mode: 'production', firstNames: [] });
      const files = Object.values(modules).map((file) => file.toLowerCase());
      expect(new Set(files).size).toBe(files.length);
    }
  });

  it('re-export react-router from the build of the mode, and refuse a name the library lacks', () => {
    const write = (mode: Mode) =>
      writeShareModules({ appDir, library: 'react-router', mode, firstNames: ['Link'] });
    const production = write('production');
    const development = write('development');
    expect(production['react-router/export/Link']).toMatch(/[\\/]production[\\/]first[\\/]-link\.mjs$/);
    expect(fs.readFileSync(production['react-router/export/Link'] ?? '', 'utf8')).toMatch(
      /export \{ Link \} from ".*react-router[\\/]dist[\\/]production[\\/]index\.mjs";/,
    );
    expect(fs.readFileSync(development['react-router/export/useBlocker'] ?? '', 'utf8')).toMatch(
      /from ".*react-router[\\/]dist[\\/]development[\\/]/,
    );
    expect(fs.readFileSync(production['react-router'] ?? '', 'utf8')).toMatch(
      /from ".*react-router[\\/]dist[\\/]production[\\/]index\.mjs";/,
    );
    expect(() =>
      writeShareModules({
        appDir,
        library: 'react-router',
        mode: 'production',
        firstNames: ['useNoSuchHook'],
      }),
    ).toThrow(/react-router \S+ has no export useNoSuchHook/);
    expect(() =>
      writeShareModules({ appDir, library: 'antd', mode: 'production', firstNames: ['NoSuchComponent'] }),
    ).toThrow(/antd \S+ has no export NoSuchComponent/);
  });

  it('register the late keys at start: one getter per key, by version, loading its module on first use', () => {
    const modules = {
      ...writeShareModules({ appDir, library: 'antd', mode: 'production', firstNames: ['Button'] }),
      ...writeShareModules({ appDir, library: 'react-router', mode: 'production', firstNames: ['Link'] }),
    };
    const late = Object.keys(modules).filter(
      (key) => !['antd/export/Button', 'react-router/export/Link'].includes(key),
    );
    const file = writeLateShareRegistration({ appDir, mode: 'production', modules, late });
    const code = fs.readFileSync(file, 'utf8');
    expect(code).toContain("import { registerShared } from '@module-federation/enhanced/runtime';");
    // Names without their library's prefix, legacy keys whole under '': a few hundred bytes in main.js.
    const byVersion = JSON.parse(/const KEYS_BY_VERSION = (.*);/.exec(code)?.[1] ?? '{}') as Record<
      string,
      Record<string, string[]>
    >;
    expect(byVersion[versionOf('antd')]?.antd).toContain('QRCode');
    expect(byVersion[versionOf('antd')]?.antd).not.toContain('Button');
    expect(byVersion[versionOf('antd')]?.['']).toEqual(['antd', 'antd/first', 'antd/late']);
    expect(byVersion[versionOf('react-router')]?.['react-router']).toContain('useBlocker');
    expect(byVersion[versionOf('react-router')]?.['']).toEqual(['react-router']);
    expect(code).not.toContain('antd/export/QRCode');

    // Run it (its import of the runtime swapped for a recorder): every late key registered, singleton
    // in a caret range of its version, and a getter that loads the key's module.
    const probe = path.join(path.dirname(file), 'registration-probe.mjs');
    fs.writeFileSync(
      probe,
      code.replace(
        /^import \{ registerShared \} from .*$/m,
        'const registerShared = (shared) => { globalThis.registered = shared; };',
      ) +
        `const registered = globalThis.registered;
const blocker = await registered['react-router/export/useBlocker'].get();
const legacy = await registered['react-router'].get();
const { version, scope, shareConfig } = registered['react-router/export/useBlocker'];
console.log(JSON.stringify({
  keys: Object.keys(registered).sort(),
  blocker: { version, scope, shareConfig, exports: Object.keys(blocker()), type: typeof blocker().useBlocker },
  legacyHasMemoryRouter: typeof legacy().MemoryRouter,
}));
`,
    );
    const result = JSON.parse(execFileSync(process.execPath, [probe], { encoding: 'utf8' })) as {
      keys: string[];
      blocker: { version: string; scope: string; shareConfig: unknown; exports: string[]; type: string };
      legacyHasMemoryRouter: string;
    };
    expect(result.keys).toEqual([...late].sort());
    expect(result.blocker).toEqual({
      version: versionOf('react-router'),
      scope: 'default',
      shareConfig: { singleton: true, requiredVersion: `^${versionOf('react-router')}` },
      exports: ['useBlocker'],
      type: 'function',
    });
    expect(result.legacyHasMemoryRouter).toBe('function');
  });

  it("split react-router's one-piece file: first-load names in the core, every export still there once", () => {
    const outDir = path.join(appDir, 'split');
    const firstNames = firstLoadNames(root)['react-router'];
    const { alias } = writeSplitLibrary({
      appDir,
      library: 'react-router',
      mode: 'production',
      firstNames,
      outDir,
    });
    const entries = Object.entries(alias);
    expect(entries).toHaveLength(1);
    const [original = '', facade = ''] = entries[0] ?? [];
    expect(path.basename(original)).toMatch(/^chunk-[A-Z0-9]+\.mjs$/);
    expect(facade).toMatch(/react-router-split[\\/][\d.]+-production-chunk-[A-Z0-9]+\.facade\.mjs$/);
    const core = facade.replace(/facade\.mjs$/, 'core.mjs');
    const rest = facade.replace(/facade\.mjs$/, 'rest.mjs');
    expect(fs.statSync(core).size).toBeLessThan(fs.statSync(original).size / 2);

    const exportsOf = (file: string) =>
      JSON.parse(
        execFileSync(
          process.execPath,
          [
            '--input-type=module',
            '-e',
            `import * as m from ${JSON.stringify(file)}; console.log(JSON.stringify(Object.keys(m).sort()))`,
          ],
          { encoding: 'utf8' },
        ),
      ) as string[];
    // The facade webpack sees in place of the file exports exactly what the file did.
    expect(exportsOf(facade)).toEqual(exportsOf(original));
    const coreNames = exportsOf(core).filter((name) => !name.startsWith('__core_'));
    const restNames = exportsOf(rest);
    expect(coreNames.filter((name) => restNames.includes(name))).toEqual([]);
    expect([...coreNames, ...restNames].sort()).toEqual(exportsOf(original));
    // The names the first load uses live in the core (the entry may export one under another name).
    for (const name of ['Link', 'Routes', 'useNavigate', 'BrowserRouter']) expect(coreNames).toContain(name);
    for (const name of ['MemoryRouter', 'useBlocker', 'createBrowserRouter'])
      expect(restNames).toContain(name);
    // Nothing to split without the library, or for a library without a one-piece file.
    expect(
      writeSplitLibrary({
        appDir: path.join(appDir, 'none'),
        library: 'react-router',
        mode: 'production',
        firstNames,
        outDir,
      }).alias,
    ).toEqual({});
    expect(
      writeSplitLibrary({ appDir, library: 'antd', mode: 'production', firstNames: [], outDir }).alias,
    ).toEqual({});
  });

  it("split react-router's other chunk too when the suite imports one of its names, its imports still resolving", () => {
    // href lives in the chunk holding the server utilities, which imports the one-piece file (relative),
    // react (the app's, shared) and cookie (react-router's own dependency): its halves, written in the
    // host's cache, must still reach all three.
    const outDir = path.join(appDir, 'split-href');
    const firstNames = [...firstLoadNames(root)['react-router'], 'href'];
    const { alias } = writeSplitLibrary({
      appDir,
      library: 'react-router',
      mode: 'production',
      firstNames,
      outDir,
    });
    expect(Object.keys(alias)).toHaveLength(2);
    const [original, facade] = Object.entries(alias).find(([file]) =>
      fs.readFileSync(file, 'utf8').includes('from "cookie"'),
    ) ?? ['', ''];
    const halves = ['core', 'rest'].map((half) =>
      fs.readFileSync(facade.replace(/facade\.mjs$/, `${half}.mjs`), 'utf8'),
    );
    for (const half of halves) {
      expect(half).not.toMatch(/from "\.\/chunk-/);
      expect(half).not.toMatch(/from "(cookie|set-cookie-parser)"/);
    }
    expect(halves.join('\n')).toMatch(/from "\/.*[\\/]cookie[\\/][^"]+\.js"/);
    expect(halves.join('\n')).toMatch(
      /from "\/.*react-router[\\/]dist[\\/]production[\\/]chunk-[A-Z0-9]+\.mjs"/,
    );
    expect(halves.join('\n')).toMatch(/from "react"/);
    const probe = `import * as split from ${JSON.stringify(facade)}; import * as whole from ${JSON.stringify(original)};
console.log(JSON.stringify([Object.keys(split).sort().join() === Object.keys(whole).sort().join(), split.href('/loads/:id', { id: '7' })]));`;
    expect(
      JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', probe], { encoding: 'utf8' })),
    ).toEqual([true, '/loads/7']);
  });

  it("split antd's two modules whose one export the first load needs beside a late component", () => {
    const alias = writeSplitFiles({ appDir, library: 'antd' });
    const files = Object.keys(alias).map((file) =>
      path
        .relative(fs.realpathSync(path.join(appDir, 'node_modules', 'antd')), file)
        .split(path.sep)
        .join('/'),
    );
    expect(files).toEqual(['es/color-picker/components/ColorPresets.js', 'es/layout/Sider.js']);
    for (const [original, facade] of Object.entries(alias)) {
      // Beside the original, so its relative imports resolve as the original's.
      expect(path.dirname(facade)).toBe(path.dirname(original));
      expect(path.basename(facade)).toMatch(/\.trucks-split\.js$/);
    }
    const facades = Object.values(alias).map((file) => fs.readFileSync(file, 'utf8'));
    expect(facades[0]).toMatch(/^export \{ isBright \} from "\.\/ColorPresets\.trucks-core\.js";$/m);
    expect(facades[0]).toMatch(/^export \{ [^}]*default[^}]* \} from "\.\/ColorPresets\.trucks-rest\.js";$/m);
    expect(facades[1]).toMatch(/^export \{ SiderContext \} from "\.\/Sider\.trucks-core\.js";$/m);
    expect(facades[1]).toMatch(/^export \{ [^}]*default[^}]* \} from "\.\/Sider\.trucks-rest\.js";$/m);
    expect(writeSplitFiles({ appDir, library: 'react-router' })).toEqual({});
  });
});
