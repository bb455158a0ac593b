import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RuleTester } from 'eslint';
import { APPS, boundaries, workspaceApps, workspaceRoot } from './boundaries.cjs';

// Files are named inside the real workspace (the rule locates them relative to it); nothing is read.
const at = (file: string) => path.join(workspaceRoot, file);
const ruleTester = new RuleTester({ languageOptions: { ecmaVersion: 'latest', sourceType: 'module' } });

const otherApp = [{ messageId: 'otherApp' }];
const otherFeature = [{ messageId: 'otherFeature' }];
const upward = [{ messageId: 'upward' }];

ruleTester.run('trucks/boundaries', boundaries, {
  valid: [
    // app -> its own features, ui, lib; the shared packages; libraries
    {
      filename: at('mf-loadboard/src/app/routes.tsx'),
      code: "import { TendersPage } from '../features/tenders/components/tenders-page';",
    },
    { filename: at('mf-loadboard/src/app/routes.tsx'), code: "import { MapView } from '../ui/map-view';" },
    // a feature reading a call two features share
    {
      filename: at('host-shell/src/features/contacts/open-access-requests.tsx'),
      code: "import { useOpenAccessRequestCount } from '../../api/open-access-requests';",
    },
    { filename: at('host-shell/src/app/routes.tsx'), code: "import { session } from '../lib/session';" },
    {
      filename: at('mf-shipments/src/app/routes.tsx'),
      code: "import { apiClient } from '@trucks/shared-contracts/api/client';\nimport { PageFrame } from '@trucks/shared-ui/page-frame';\nimport { useState } from 'react';",
    },
    // a feature -> itself, ui, lib
    {
      filename: at('mf-loadboard/src/features/tenders/components/tenders-page.tsx'),
      code: "import { useTenders } from '../api/get-tenders';\nimport { MapView } from '../../../ui/map-view';\nimport { km } from '../../../lib/distance';",
    },
    // ui -> lib, lib -> ui
    { filename: at('mf-financials/src/ui/amount.tsx'), code: "import { format } from '../lib/money';" },
    { filename: at('mf-financials/src/lib/money.ts'), code: "export { Amount } from '../ui/amount';" },
    // the shared packages among themselves
    {
      filename: at('shared-ui/src/page-frame.tsx'),
      code: "import { ROUTES } from '@trucks/shared-contracts/routes/paths';",
    },
    // a lazy import of the app's own route module
    {
      filename: at('mf-cases-notes/src/app/routes.tsx'),
      code: "const Notes = () => import('./notes-page');",
    },
    // code outside src (webpack config, ops) is not layered
    { filename: at('ops/src/stack/start.ts'), code: "import { startGateway } from '../gateway/server';" },
  ],
  invalid: [
    // an app importing another app's source by relative path
    {
      filename: at('mf-loadboard/src/features/tenders/components/tenders-page.tsx'),
      code: "import { ShipmentList } from '../../../../../mf-shipments/src/features/shipments/components/list';",
      errors: otherApp,
    },
    {
      filename: at('host-shell/src/app/routes.tsx'),
      code: "const Routes = () => import('../../../mf-shipper-orders/src/app/routes');",
      errors: otherApp,
    },
    // ... and by package name
    {
      filename: at('host-shell/src/app/routes.tsx'),
      code: "import { LoadDetailDialog } from '@trucks/mf-loadboard/src/app/exposes/load-detail-dialog';",
      errors: otherApp,
    },
    {
      filename: at('mf-financials/src/app/routes.tsx'),
      code: "export * from '@trucks/mf-cases-notes';",
      errors: otherApp,
    },
    {
      filename: at('mf-shipments/src/app/routes.tsx'),
      code: "import '@trucks/host-shell/src/lib/session';",
      errors: otherApp,
    },
    // a remote that does not exist yet is still another app
    {
      filename: at('mf-shipments/src/app/routes.tsx'),
      code: "import { X } from '@trucks/mf-brand-new/src/x';",
      errors: otherApp,
    },
    // a shared package importing an app
    {
      filename: at('shared-ui/src/page-frame.tsx'),
      code: "import { TopBar } from '../../host-shell/src/ui/top-bar';",
      errors: otherApp,
    },
    // a feature importing another feature
    {
      filename: at('mf-loadboard/src/features/tenders/components/tenders-page.tsx'),
      code: "import { BookNowDrawer } from '../../available-freight/components/book-now-drawer';",
      errors: otherFeature,
    },
    {
      filename: at('mf-cases-notes/src/features/notes/api/get-notes.ts'),
      code: "export { useDocuments } from '../../documents/api/get-documents';",
      errors: otherFeature,
    },
    // ui / lib importing features or app; a feature importing app
    {
      filename: at('mf-financials/src/ui/amount.tsx'),
      code: "import { useInvoices } from '../features/invoices/api/get-invoices';",
      errors: upward,
    },
    {
      filename: at('host-shell/src/lib/session.ts'),
      code: "import { routes } from '../app/routes';",
      errors: upward,
    },
    {
      filename: at('host-shell/src/api/current-user.ts'),
      code: "import { useProfileUser } from '../features/profile/api/profile';",
      errors: upward,
    },
    {
      filename: at('mf-shipments/src/ui/status-chip.tsx'),
      code: "import { routes } from '../app/routes';",
      errors: upward,
    },
    {
      filename: at('mf-shipments/src/features/trips/components/trips-page.tsx'),
      code: "import { routes } from '../../../app/routes';",
      errors: upward,
    },
    // every app the workspace has, reached from a shared package by relative path
    ...workspaceApps().map((app) => ({
      filename: at('shared-contracts/src/federation/remote-modules.ts'),
      code: `import { routes } from '../../../${app}/src/app/routes';`,
      errors: otherApp,
    })),
  ],
});

describe('the apps the rule knows', () => {
  it('are host-shell and every mf-* folder of the workspace, listed in pnpm-workspace.yaml or present at the root', () => {
    const listed = [
      ...fs
        .readFileSync(path.join(workspaceRoot, 'pnpm-workspace.yaml'), 'utf8')
        .matchAll(/^\s*-\s*'?(mf-[\w-]+)'?\s*$/gm),
    ].map((match) => match[1]!);
    const present = fs
      .readdirSync(workspaceRoot, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name.startsWith('mf-'))
      .map((entry) => entry.name);
    expect(present.length).toBeGreaterThanOrEqual(5);
    const missing = ['host-shell', ...listed, ...present].filter((app) => !APPS.has(app));
    expect(missing).toEqual([]);
    expect([...APPS].sort()).toEqual(workspaceApps());
  });

  it('include a new remote as soon as its folder exists or pnpm-workspace.yaml lists it', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'trucks-boundaries-'));
    try {
      fs.writeFileSync(
        path.join(root, 'pnpm-workspace.yaml'),
        'packages:\n  - host-shell\n  - mf-listed\n  - shared-contracts\n  - e2e\ncatalog:\n  react: 19.3.1\n',
      );
      for (const folder of ['host-shell', 'mf-on-disk', 'shared-ui', 'e2e'])
        fs.mkdirSync(path.join(root, folder));
      fs.writeFileSync(path.join(root, 'mf-not-a-folder.md'), '');
      expect(workspaceApps(root)).toEqual(['host-shell', 'mf-listed', 'mf-on-disk']);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
