// A real minified webpack build: the files a page's start runs open with V8's compile hint, the rest
// do not, and the hint survives the minifier.
import { mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { CompileHintsPlugin, remoteStartFiles, COMPILE_HINT } = require('./compile-hints.cjs') as {
  CompileHintsPlugin: new (options: {
    files: (compilation: webpack.Compilation) => Iterable<string>;
  }) => webpack.WebpackPluginInstance;
  remoteStartFiles: (compilation: webpack.Compilation) => string[];
  COMPILE_HINT: string;
};

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
  mkdirSync(path.join(dir, 'src'));
  writeFileSync(
    path.join(dir, 'src/main.js'),
    "export function start() { return import('./late.js').then((late) => late.value * 2); }\nstart();\n",
  );
  writeFileSync(path.join(dir, 'src/late.js'), 'export const value = 21;\n');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function build(files: (compilation: webpack.Compilation) => Iterable<string>): Promise<void> {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './src/main.js' },
    output: { path: path.join(dir, 'dist'), filename: '[name].js', chunkFilename: 'late.[contenthash:8].js' },
    plugins: [new CompileHintsPlugin({ files })],
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else compiler.close(() => resolve());
    });
  });
}

const emitted = (name: RegExp) => {
  const dist = path.join(dir, 'dist');
  const file = readdirSync(dist).find((candidate) => name.test(candidate));
  if (!file) throw new Error(`no emitted file matches ${name}`);
  return readFileSync(path.join(dist, file), 'utf8');
};

it('opens the named files with the hint after minification, and leaves the others alone', async () => {
  await build((compilation) => compilation.entrypoints.get('main')?.getFiles() ?? []);
  const main = emitted(/^main\.js$/);
  expect(main.startsWith(COMPILE_HINT)).toBe(true);
  // Minified below the hint: one line of code.
  expect(main.slice(COMPILE_HINT.length).trim().split('\n')).toHaveLength(1);
  expect(emitted(/^late\./).startsWith(COMPILE_HINT)).toBe(false);
});

it("names a remote's entry and its exposed modules' own chunks, not its other chunks", () => {
  const compilation = {
    assets: {
      'remoteEntry.js': {},
      '__federation_expose_routes.1a2b3c4d.js': {},
      '__federation_expose_DashboardShipmentsTab.5e6f7a8b.js': {},
      '3646.bfde8cc0.js': {},
      'mf-manifest.json': {},
    },
  } as unknown as webpack.Compilation;
  expect(remoteStartFiles(compilation).sort()).toEqual([
    '__federation_expose_DashboardShipmentsTab.5e6f7a8b.js',
    '__federation_expose_routes.1a2b3c4d.js',
    'remoteEntry.js',
  ]);
});
