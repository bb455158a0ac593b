import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { resolveDevTarget, setDevOverride } from './dev';

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'trucks-dev-'));
  file = path.join(dir, '.stack', 'dev-overrides.json');
});
afterEach(() => fs.rm(dir, { recursive: true, force: true }));

describe('resolveDevTarget', () => {
  it.each([
    ['mf-loadboard', 'mf_loadboard', 3001],
    ['mf_shipments', 'mf_shipments', 3002],
    ['mf-financials', 'mf_financials', 3003],
    ['mf-cases-notes', 'mf_cases_notes', 3004],
    ['mf_shipper_orders', 'mf_shipper_orders', 3005],
    ['host-shell', 'host_shell', 3000],
  ])('%s runs %s on port %i', (app, federationName, port) => {
    expect(resolveDevTarget(app)).toMatchObject({ federationName, port });
  });

  it('refuses an unknown app', () => {
    expect(() => resolveDevTarget('mf-weather')).toThrow(/Unknown app 'mf-weather'/);
  });
});

describe('dev overrides', () => {
  it('adds each running remote and keeps the others, then removes the file with the last one', async () => {
    await setDevOverride('mf_loadboard', 'http://localhost:3001/mf-manifest.json', file);
    await setDevOverride('mf_financials', 'http://localhost:3003/mf-manifest.json', file);
    expect(JSON.parse(await fs.readFile(file, 'utf8'))).toEqual({
      mf_loadboard: 'http://localhost:3001/mf-manifest.json',
      mf_financials: 'http://localhost:3003/mf-manifest.json',
    });

    await setDevOverride('mf_loadboard', undefined, file);
    expect(JSON.parse(await fs.readFile(file, 'utf8'))).toEqual({
      mf_financials: 'http://localhost:3003/mf-manifest.json',
    });

    await setDevOverride('mf_financials', undefined, file);
    await expect(fs.access(file)).rejects.toThrow();
  });
});
