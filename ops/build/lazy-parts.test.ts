// lazy-parts.cjs rewrites two modules of the installed packages for the host's production build: the
// copies take their on-demand parts from generated modules, and an upgrade that changes the import
// lines they match stops the build instead of shipping the parts whole unnoticed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { writeLazyParts } = require('./lazy-parts.cjs') as {
  writeLazyParts(appDir: string): Record<string, string>;
};

const hostDir = path.resolve(__dirname, '..', '..', 'host-shell');

describe('writeLazyParts', () => {
  it("points Tabs' overflow node and Typography's base at copies taking the dropdown, menu and editing box on demand", () => {
    const alias = writeLazyParts(hostDir);
    const originals = Object.keys(alias).sort();
    expect(originals).toHaveLength(3);
    expect(originals[0]).toMatch(/[\\/]@rc-component[\\/]tabs[\\/]es[\\/]TabNavList[\\/]OperationNode\.js$/);
    expect(originals[1]).toMatch(/[\\/]antd[\\/]es[\\/]card[\\/]Card\.js$/);
    expect(originals[2]).toMatch(/[\\/]antd[\\/]es[\\/]typography[\\/]Base[\\/]index\.js$/);
    for (const [original, copy] of Object.entries(alias)) {
      expect(path.dirname(copy)).toBe(path.dirname(original));
      expect(fs.existsSync(copy)).toBe(true);
    }
    const [tabs, card, typography] = originals.map((file) => fs.readFileSync(alias[file]!, 'utf8'));
    expect(tabs).not.toContain("from '@rc-component/dropdown'");
    expect(tabs).not.toContain("from '@rc-component/menu'");
    expect(tabs).toContain("import { LazyDropdown as Dropdown } from './OperationNode.trucks-more.js';");
    expect(typography).toContain("import Editable from '../Editable.trucks-lazy.js';");
    expect(card).toContain("import Tabs from './Tabs.trucks-lazy.js';");
    expect(card).not.toContain("from '../tabs'");
    // The generated modules load the parts with import(), so webpack puts them in chunks of their own.
    const tabsDir = path.dirname(originals[0]!);
    const more = fs.readFileSync(path.join(tabsDir, 'OperationNode.trucks-more.js'), 'utf8');
    expect(more).toContain("import('@rc-component/dropdown')");
    expect(more).toContain("import('@rc-component/menu')");
    expect(more).toMatch(/export function LazyMenuItem/);
  });

  it('stops when an import line it rewrites is not in the installed module (an upgrade changed it)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lazy-parts-'));
    try {
      const store = path.join(dir, 'store');
      const antd = path.join(store, 'antd');
      const write = (file: string, text: string) => {
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, text);
      };
      write(
        path.join(store, '@rc-component', 'tabs', 'es', 'TabNavList', 'OperationNode.js'),
        "import Dropdown from '@rc-component/dropdown/es/Dropdown';\n",
      );
      write(path.join(antd, 'es', 'typography', 'Base', 'index.js'), "import Editable from '../Editable';\n");
      fs.mkdirSync(path.join(dir, 'app', 'node_modules'), { recursive: true });
      fs.symlinkSync(antd, path.join(dir, 'app', 'node_modules', 'antd'));
      expect(() => writeLazyParts(path.join(dir, 'app'))).toThrow(
        /OperationNode\.js no longer has `import Dropdown from '@rc-component\/dropdown';`/,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('does nothing for an app without antd', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lazy-parts-'));
    try {
      expect(writeLazyParts(dir)).toEqual({});
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
