// lazy-parts.cjs rewrites modules of the installed packages for the host's production build: the
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
    const copyOf = (pattern: RegExp) => {
      const original = Object.keys(alias).find((file) => pattern.test(file));
      expect(original).toBeDefined();
      expect(path.dirname(alias[original!]!)).toBe(path.dirname(original!));
      return { original: original!, code: fs.readFileSync(alias[original!]!, 'utf8') };
    };
    expect(Object.keys(alias)).toHaveLength(8);
    const tabs = copyOf(/[\\/]@rc-component[\\/]tabs[\\/]es[\\/]TabNavList[\\/]OperationNode\.js$/);
    const card = copyOf(/[\\/]antd[\\/]es[\\/]card[\\/]Card\.js$/);
    const typography = copyOf(/[\\/]antd[\\/]es[\\/]typography[\\/]Base[\\/]index\.js$/);
    expect(tabs.code).not.toContain("from '@rc-component/dropdown'");
    expect(tabs.code).not.toContain("from '@rc-component/menu'");
    expect(tabs.code).toContain("import { LazyDropdown as Dropdown } from './OperationNode.trucks-more.js';");
    expect(typography.code).toContain("import Editable from '../Editable.trucks-lazy.js';");
    expect(typography.code).toContain("import EditOutlined from '../EditOutlined.trucks-lazy.js';");
    expect(typography.code).toContain("import CopyBtn from '../CopyBtn.trucks-lazy.js';");
    expect(card.code).toContain("import Tabs from './Tabs.trucks-lazy.js';");
    expect(card.code).not.toContain("from '../tabs'");
    // The generated modules load the parts with import(), so webpack puts them in chunks of their own.
    const more = fs.readFileSync(
      path.join(path.dirname(tabs.original), 'OperationNode.trucks-more.js'),
      'utf8',
    );
    expect(more).toContain("import('@rc-component/dropdown')");
    expect(more).toContain("import('@rc-component/menu')");
    expect(more).toMatch(/export function LazyMenuItem/);
  });

  it('keeps the popup engine out of the first load: Typography, Avatar.Group and ConfigProvider take theirs on demand', () => {
    const alias = writeLazyParts(hostDir);
    const copyOf = (pattern: RegExp) => {
      const original = Object.keys(alias).find((file) => pattern.test(file));
      expect(original).toBeDefined();
      return { dir: path.dirname(original!), code: fs.readFileSync(alias[original!]!, 'utf8') };
    };
    const typography = [/Base[\\/]index\.js$/, /Base[\\/]EllipsisTooltip\.js$/, /Base[\\/]CopyBtn\.js$/].map(
      copyOf,
    );
    for (const { code } of typography) {
      expect(code).toContain("import Tooltip from '../Tooltip.trucks-lazy.js';");
      expect(code).not.toContain("from '../../tooltip'");
    }
    const tooltip = fs.readFileSync(path.join(typography[0]!.dir, '..', 'Tooltip.trucks-lazy.js'), 'utf8');
    expect(tooltip).toContain('import("../tooltip/index.js")');
    // Until the tooltip has loaded, its target renders alone (the text, the copy button).
    expect(tooltip).toContain('(props.children ?? null)');

    const avatar = copyOf(/[\\/]antd[\\/]es[\\/]avatar[\\/]AvatarGroup\.js$/);
    expect(avatar.code).toContain("import Popover from './Popover.trucks-lazy.js';");
    expect(fs.readFileSync(path.join(avatar.dir, 'Popover.trucks-lazy.js'), 'utf8')).toContain(
      'import("../popover/index.js")',
    );

    const configProvider = copyOf(/[\\/]antd[\\/]es[\\/]config-provider[\\/]index\.js$/);
    expect(configProvider.code).toContain("import UniqueProvider from './UniqueProvider.trucks-lazy.js';");
    const unique = fs.readFileSync(path.join(configProvider.dir, 'UniqueProvider.trucks-lazy.js'), 'utf8');
    // A provider around a whole tree suspends rather than mounting the tree twice.
    expect(unique).toContain('React.lazy(() => import("../tooltip/UniqueProvider/index.js"))');
    expect(unique).toContain('React.Suspense');
  });

  it("leaves App's message, notification and modal code to a chunk loaded on the first press, key or call", () => {
    const alias = writeLazyParts(hostDir);
    const original = Object.keys(alias).find((file) => /[\\/]antd[\\/]es[\\/]app[\\/]App\.js$/.test(file));
    expect(original).toBeDefined();
    const app = fs.readFileSync(alias[original!]!, 'utf8');
    expect(app).toContain("import { useLazyMessage as useMessage } from './feedback.trucks-lazy.js';");
    expect(app).toContain("import { useLazyModal as useModal } from './feedback.trucks-lazy.js';");
    expect(app).toContain(
      "import { useLazyNotification as useNotification } from './feedback.trucks-lazy.js';",
    );
    const dir = path.dirname(original!);
    const lazy = fs.readFileSync(path.join(dir, 'feedback.trucks-lazy.js'), 'utf8');
    // One chunk per kind: a page showing a toast does not load the modal's code.
    expect(lazy).toContain("useMessage: () => import('../message/useMessage.js')");
    expect(lazy).toContain("useNotification: () => import('../notification/useNotification.js')");
    expect(lazy).toContain("useModal: () => import('../modal/useModal/index.js')");
    expect(lazy).toContain("window.addEventListener('pointerdown', want, options)");
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
