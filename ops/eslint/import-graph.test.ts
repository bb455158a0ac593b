// The import graph a reviewer draws, type-only imports included: import-x/no-cycle (the lint) skips
// those, so a list page and its filters form could import each other's types unseen (issue 28).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { importCircles, BROWSER_FOLDERS } = require('./import-graph.cjs') as {
  importCircles(folders: string[]): string[][];
  BROWSER_FOLDERS: string[];
};

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-graph-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const write = (file: string, text: string) => fs.writeFileSync(path.join(dir, file), text);

it('finds a circle made of type-only imports, which the lint does not see', () => {
  write(
    'list-page.tsx',
    "import type { Filters } from './filters-form';\nexport const page = (f: Filters) => f;\n",
  );
  write(
    'filters-form.tsx',
    "import type { page } from './list-page';\nexport type Filters = { q: string; p?: typeof page };\n",
  );
  write('other.ts', "import { page } from './list-page';\nexport const other = page;\n");
  const circles = importCircles([dir]);
  expect(circles).toHaveLength(1);
  expect(circles[0]!.map((file) => path.basename(file))).toEqual(['filters-form.tsx', 'list-page.tsx']);
});

it('finds none where the filter type lives below both (the api file)', () => {
  write('api.ts', 'export type Filters = { q: string };\n');
  write(
    'list-page.tsx',
    "import type { Filters } from './api';\nimport { Form } from './filters-form';\nexport const page = (f: Filters) => Form(f);\n",
  );
  write(
    'filters-form.tsx',
    "import type { Filters } from './api';\nexport const Form = (f: Filters) => f;\n",
  );
  expect(importCircles([dir])).toEqual([]);
});

it('finds no circle in the browser code of the suite', () => {
  expect(importCircles(BROWSER_FOLDERS)).toEqual([]);
});
