// Releases of several remotes at once in one process (the registry's drills, a script releasing two
// remotes) share the process's work folder: one finishing first must not take it from the others.
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { currentOwner, ownerKey } from './process-owner';
import { inWorkDir, workDirOf } from './release-work-dir';

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('keeps the work folder and TMPDIR for a call still running when an overlapping one finishes', async () => {
  const before = process.env.TMPDIR;
  const dir = workDirOf(ownerKey(currentOwner()));
  let firstDone = false;
  const first = inWorkDir(async () => {
    await later(20);
    firstDone = true;
  });
  const second = inWorkDir(async () => {
    await first;
    expect(firstDone).toBe(true);
    // What the gate does after the other release finished: a temp folder of its own in TMPDIR, which is
    // still the work folder (jest's process.env is the test's own, so os.tmpdir() does not see it).
    expect(process.env.TMPDIR).toBe(dir);
    return fs.mkdtemp(path.join(process.env.TMPDIR!, 'gate-'));
  });
  const made = await second;
  expect(process.env.TMPDIR).toBe(before);
  expect(existsSync(made)).toBe(false);
  expect(existsSync(dir)).toBe(false);
});

it('starts a call anew after the last one removed the folder', async () => {
  await inWorkDir(async () => undefined);
  const dir = workDirOf(ownerKey(currentOwner()));
  await inWorkDir(async () => {
    expect(existsSync(dir)).toBe(true);
    await fs.mkdtemp(path.join(process.env.TMPDIR!, 'again-'));
  });
  expect(existsSync(dir)).toBe(false);
});
