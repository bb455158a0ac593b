import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { workspaceRoot } from './boundaries.cjs';
import { importCycles } from './import-cycles.cjs';

// Lints tiny fixtures in a temp folder with the settings eslint.config.mjs uses for the workspace.
let root: string;

function write(file: string, content: string): void {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), content);
}

async function cycleMessages(files: string[]): Promise<string[]> {
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } },
      importCycles({ files: ['**/*.{ts,tsx}'] }),
    ],
  });
  const results = await eslint.lintFiles(files);
  return results.flatMap((result) =>
    result.messages.map(
      (message) => `${path.relative(root, result.filePath)}: ${message.ruleId} ${message.message}`,
    ),
  );
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'trucks-cycles-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

it('fails on two modules that import each other', async () => {
  write('src/a.ts', "import { b } from './b';\nexport const a = () => b;\n");
  write('src/b.tsx', "import { a } from './a';\nexport const b = () => a;\n");
  expect(await cycleMessages(['src/a.ts', 'src/b.tsx'])).toEqual([
    'src/a.ts: import-x/no-cycle Dependency cycle detected',
    'src/b.tsx: import-x/no-cycle Dependency cycle detected',
  ]);
});

it('fails on a longer cycle and names the way round', async () => {
  write('src/a.ts', "import { b } from './b';\nexport const a = () => b;\n");
  write('src/b.ts', "import { c } from './c';\nexport const b = () => c;\n");
  write('src/c.ts', "export { a as c } from './a';\n");
  expect(await cycleMessages(['src/a.ts'])).toEqual([
    'src/a.ts: import-x/no-cycle Dependency cycle via "./c:1"',
  ]);
});

it('follows a workspace package through its subpath exports (@trucks/shared-contracts/* -> src/*.ts)', async () => {
  write(
    'contracts/package.json',
    JSON.stringify({
      name: '@trucks/contracts',
      exports: { './*': './src/*.ts', './package.json': './package.json' },
    }),
  );
  fs.mkdirSync(path.join(root, 'node_modules/@trucks'), { recursive: true });
  fs.symlinkSync(path.join(root, 'contracts'), path.join(root, 'node_modules/@trucks/contracts'), 'dir');
  write(
    'contracts/src/api/client.ts',
    "import { onLogout } from '../../../app/src/session';\nexport const client = onLogout;\n",
  );
  write(
    'app/src/session.ts',
    "import { client } from '@trucks/contracts/api/client';\nexport const onLogout = () => client;\n",
  );
  expect(await cycleMessages(['app/src/session.ts'])).toEqual([
    'app/src/session.ts: import-x/no-cycle Dependency cycle detected',
  ]);
});

it('passes imports that point one way, and a cycle made only of type imports', async () => {
  write('src/a.ts', "import { b } from './b';\nexport const a = () => b;\n");
  write('src/b.ts', "import { c } from './c';\nexport const b = c;\n");
  write('src/c.ts', "import type { Shape } from './d';\nexport const c = 1;\nexport type C = Shape;\n");
  write('src/d.ts', "import type { C } from './c';\nexport interface Shape { c: C }\n");
  expect(await cycleMessages(['src/a.ts', 'src/b.ts', 'src/c.ts', 'src/d.ts'])).toEqual([]);
});

it('is switched on by eslint.config.mjs for the apps, the shared packages, ops, dev-stack and e2e', () => {
  const files = [
    'host-shell/src/main.tsx',
    'mf-loadboard/src/main.tsx',
    'shared-contracts/src/api/client.ts',
    'shared-ui/src/page-frame.tsx',
    'ops/src/stack/start.ts',
    'dev-stack/run-service.ts',
    'e2e/playwright.config.ts',
  ];
  // In a child process: the config is an ES module, which jest's module system cannot load.
  const script = `
    const { ESLint } = await import(${JSON.stringify(require.resolve('eslint'))});
    const eslint = new ESLint({ cwd: ${JSON.stringify(workspaceRoot)} });
    const levels = [];
    for (const file of ${JSON.stringify(files)}) {
      const config = await eslint.calculateConfigForFile(file);
      levels.push([file, config.rules['import-x/no-cycle']?.[0]]);
    }
    console.log(JSON.stringify(levels));`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: workspaceRoot,
    encoding: 'utf8',
  });
  expect(JSON.parse(output)).toEqual(files.map((file) => [file, 2]));
});
