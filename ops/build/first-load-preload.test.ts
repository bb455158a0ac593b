// A real webpack build of a tiny host: index.html asks for what the start imports, and nothing later.
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { FirstLoadPreloadPlugin } = require('./first-load-preload.cjs') as {
  FirstLoadPreloadPlugin: new (options: {
    page: string;
    startupModules: RegExp;
    sharedChunks: string[];
    publicPath: string;
    startAfterFirstFrame?: boolean;
  }) => webpack.WebpackPluginInstance;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { START_FILE } = require('./first-load-preload.cjs') as { START_FILE: string };

let dir: string;

function write(file: string, text: string): void {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
}

function build(startAfterFirstFrame = false): Promise<string> {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './src/main.tsx' },
    resolve: { extensions: ['.tsx', '.js'] },
    module: { rules: [{ test: /\.tsx$/, type: 'javascript/auto' }] },
    output: {
      path: path.join(dir, 'dist'),
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
    },
    optimization: {
      minimize: false,
      splitChunks: {
        cacheGroups: {
          framework: { test: /[\\/]framework-lib[\\/]/, name: 'framework', chunks: 'async', enforce: true },
        },
      },
    },
    plugins: [
      new HtmlWebpackPlugin({ filename: 'index.html', chunks: ['main'], publicPath: '/' }),
      new FirstLoadPreloadPlugin({
        page: 'index.html',
        startupModules: /[\\/]src[\\/](main|bootstrap)\.tsx$/,
        sharedChunks: ['framework'],
        publicPath: '/',
        startAfterFirstFrame,
      }),
    ],
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats || stats.hasErrors()) reject(error ?? new Error(String(stats?.toString())));
      else resolve(readFileSync(path.join(dir, 'dist', 'index.html'), 'utf8'));
    });
  });
}

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'first-load-preload-'));
  write('src/main.tsx', "import(/* webpackChunkName: 'bootstrap' */ './bootstrap');\n");
  write(
    'src/bootstrap.tsx',
    "import('./framework-lib/index.js');\nimport(/* webpackChunkName: 'shell' */ './shell');\n",
  );
  write('src/framework-lib/index.js', 'export const framework = 1;\n');
  write(
    'src/shell.tsx',
    "import('./framework-lib/index.js');\nimport(/* webpackChunkName: 'later-page' */ './later-page');\n",
  );
  write('src/later-page.tsx', 'export const page = 2;\n');
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('preloads the chunks the start imports and the shared chunks, not a later page', async () => {
  const html = await build();
  const preloaded = [...html.matchAll(/<link rel="preload" as="script" href="\/([^"]+)">/g)].map((match) =>
    match[1]!.replace(/\.[0-9a-f]{8}\.js$/, ''),
  );
  expect(preloaded.sort()).toEqual(['bootstrap', 'framework', 'shell']);
  // The entry's own script is asked for first.
  expect(html.indexOf('src="/main.js"')).toBeLessThan(html.indexOf('rel="preload"'));
}, 60_000);

it('starts the entry after the first frame: main.js preloaded, added by the start script once a frame was painted', async () => {
  const html = await build(true);
  expect(html).not.toContain('src="/main.js"');
  expect(html).toContain('<link rel="preload" as="script" href="/main.js">');
  // main.js is asked for first, then the start script; the other preloads follow.
  expect(html.indexOf('href="/main.js"')).toBeLessThan(html.indexOf(`src="/${START_FILE}"`));
  expect(html).toContain(`<script defer="defer" src="/${START_FILE}"></script>`);

  const start = readFileSync(path.join(dir, 'dist', START_FILE), 'utf8');
  const run = () => {
    const added: string[] = [];
    const frames: Array<() => void> = [];
    const timers: Array<{ run: () => void; ms: number }> = [];
    const document = {
      createElement: () => ({ src: '', async: true }),
      head: {
        appendChild: (script: { src: string; async: boolean }) =>
          added.push(`${script.src} async=${script.async}`),
      },
    };
    new Function('document', 'requestAnimationFrame', 'setTimeout', start)(
      document,
      (frame: () => void) => frames.push(frame),
      (callback: () => void, ms: number) => timers.push({ run: callback, ms }),
    );
    return { added, frames, timers };
  };

  // Nothing runs before the first frame; after it, the entry is added once, in order, not async.
  const painted = run();
  expect(painted.added).toEqual([]);
  painted.frames.forEach((frame) => frame());
  painted.timers.filter((timer) => timer.ms === 0).forEach((timer) => timer.run());
  expect(painted.added).toEqual(['/main.js async=false']);
  painted.timers.forEach((timer) => timer.run());
  expect(painted.added).toEqual(['/main.js async=false']);

  // A tab in the background paints no frame: the entry starts anyway, after 500 ms.
  const hidden = run();
  hidden.timers.filter((timer) => timer.ms === 500).forEach((timer) => timer.run());
  expect(hidden.added).toEqual(['/main.js async=false']);
}, 60_000);
