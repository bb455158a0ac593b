// Every package's unit tests in one jest run, so both cores work: each package's own jest.config.cjs is
// a project (its environment, transforms and mappings stay its own). `pnpm --filter <pkg> test:unit`
// still runs one package alone.
const { readdirSync, existsSync } = require('node:fs');
const path = require('node:path');

const projects = readdirSync(__dirname, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(__dirname, entry.name, 'jest.config.cjs')))
  .map((entry) => `<rootDir>/${entry.name}`);

module.exports = {
  projects,
  // A 2-core machine: one worker per core. Workers are recycled before antd/jsdom heap growth slows them.
  maxWorkers: 2,
  workerIdleMemoryLimit: '1536MB',
  // A test's limit on a machine twice as slow or running a second suite (a project's own testTimeout is
  // not read when the projects run together): a screen's first render with antd takes seconds there.
  testTimeout: 30_000,
};
