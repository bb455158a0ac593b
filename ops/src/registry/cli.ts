// pnpm release <app> [--from-dist] [--dist <dir>] [--force <why>] [--allow-dirty]
//                                                  build one remote alone; the gate (release-gate.ts)
//                                                  makes it live only if the live suite can run it
// pnpm rollback <app> [--to <version>]             make an earlier release live, without building
// pnpm mark-bad <app> <version> --why <why>        no fallback or rollback chooses that release again
// pnpm remotes                                     live release, releases and history of every remote
// Exit code 1 with one clear line on any refusal; remotes.json is then unchanged.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readFileSync } from 'node:fs';
import {
  defaultReleasesDir,
  publishRelease,
  readRegistry,
  RegistryError,
  REGISTRY_FILE,
  resolveRemote,
  WORKSPACE_ROOT,
} from './registry';
import { markBad, rollback } from './rollback';
import { readProvenance, staleDependencies } from './provenance';
import { formatRegistryStatus } from './status';
import { fieldHealthReport } from './field-health';
import { checkAgainstHost, liveHostDir, smokeCandidate } from './release-gate';
import type { GateCandidate } from './registry';

const USAGE = `usage:
  pnpm release <app> [--from-dist] [--dist <dir>] [--force <why>] [--allow-dirty]
  pnpm rollback <app> [--to <version>]
  pnpm mark-bad <app> <version> --why <why>
  pnpm remotes
<app>: folder (mf-loadboard) or federation name (mf_loadboard).
Environment: TRUCKS_RELEASES_DIR (default <repo>/.releases), TRUCKS_OPERATOR (default the OS user).`;

/** The pnpm running this script when started by `pnpm release`, else the pinned one through npx. */
function pnpmCommand(): [string, string[]] {
  const execPath = process.env.npm_execpath;
  if (execPath && /pnpm/.test(path.basename(execPath))) {
    // pnpm 12 ships as a native executable; older ones (and npm's shim) as a JavaScript file.
    return /\.[cm]?js$/.test(execPath) ? [process.execPath, [execPath]] : [execPath, []];
  }
  if (process.env.TRUCKS_PNPM) {
    const [bin, ...args] = process.env.TRUCKS_PNPM.split(' ');
    if (bin) return [bin, args];
  }
  return ['npx', ['--yes', 'pnpm@12.21.0']];
}

/** The tree releases are built from: the repo (TRUCKS_SOURCE_DIR for a test's own git tree). */
const SOURCE_DIR = path.resolve(process.env.TRUCKS_SOURCE_DIR || WORKSPACE_ROOT);
const LOCKFILE = path.join(SOURCE_DIR, 'pnpm-lock.yaml');

/** Builds with pnpm told never to install first (pnpm's verify-deps-before-run would rewrite the lockfile). */
function buildRemote(folder: string): void {
  const stale = staleDependencies(SOURCE_DIR);
  if (stale) throw new RegistryError(`node_modules is out of date, nothing was built: ${stale}`);
  const lockfile = readFileSync(LOCKFILE);
  const [bin, prefix] = pnpmCommand();
  console.log(`Building ${folder} alone: pnpm --filter @trucks/${folder} build`);
  const result = spawnSync(
    bin,
    [...prefix, '--config.verify-deps-before-run=false', '--filter', `@trucks/${folder}`, 'build'],
    {
      cwd: WORKSPACE_ROOT,
      stdio: 'inherit',
      env: {
        ...process.env,
        npm_config_verify_deps_before_run: 'false',
        pnpm_config_verify_deps_before_run: 'false',
      },
    },
  );
  if (!readFileSync(LOCKFILE).equals(lockfile))
    throw new RegistryError('pnpm-lock.yaml changed during the build; nothing was released (see git diff)');
  if (result.status !== 0) throw new RegistryError(`The build of ${folder} failed; nothing was released`);
}

/** The tree's commit, refusing uncommitted changes unless the operator allows them. */
function provenanceOrRefuse(allowDirty: boolean): { commit: string; dirty: boolean } {
  const { commit, dirty, changes } = readProvenance(SOURCE_DIR);
  if (dirty && !allowDirty) {
    const shown =
      changes.slice(0, 5).join(', ') + (changes.length > 5 ? `, and ${changes.length - 5} more` : '');
    throw new RegistryError(
      `the tree has uncommitted changes (${shown}); commit them, or release with --allow-dirty (recorded on the release)`,
    );
  }
  return { commit, dirty };
}

async function release(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      'from-dist': { type: 'boolean', default: false },
      dist: { type: 'string' },
      force: { type: 'string' },
      'allow-dirty': { type: 'boolean', default: false },
    },
  });
  const app = positionals[0];
  if (!app || positionals.length > 1) throw new RegistryError(`release takes one app\n${USAGE}`);
  if (values.force !== undefined && values.force.trim() === '')
    throw new RegistryError('--force needs the reason, recorded in the history: --force "why"');
  const { folder } = resolveRemote(app);
  const provenance = provenanceOrRefuse(values['allow-dirty']);
  if (!values['from-dist'] && !values.dist) buildRemote(folder);
  const started = Date.now();
  const result = await publishRelease({
    app,
    distDir: values.dist,
    gate,
    force: values.force,
    provenance,
    log: (line) => console.log(line),
  });
  const gateSeconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `Released ${result.remote} ${result.release.version} (contracts ${result.release.contractsVersion}, ` +
      `commit ${provenance.commit.slice(0, 12)}${provenance.dirty ? ' with uncommitted changes' : ''}); ` +
      `live was ${result.previous ?? 'none'}.\n  ${result.releaseDir}\n  ${result.release.manifestUrl}\n  ` +
      (values.force !== undefined
        ? `Forced past the gate (recorded): ${values.force}`
        : `The gate passed in ${gateSeconds} s.`) +
      (result.liveChangedMeanwhile
        ? `\n  Note: ${result.liveChangedMeanwhile} (recorded in the history).`
        : ''),
  );
}

/** The release gate: what the host checks, then the browser smoke (release-gate.ts). */
async function gate(candidate: GateCandidate): Promise<string[]> {
  const hostDir = liveHostDir();
  console.log(
    `Gate: checking ${candidate.remote} ${candidate.release.version} against the live host (${hostDir})`,
  );
  const reasons = await checkAgainstHost(candidate.releaseDir, hostDir);
  if (reasons.length > 0) return reasons;
  console.log('Gate: smoke in Chromium against the live host and the live remotes');
  const smoke = await smokeCandidate({
    ...candidate,
    candidate: candidate.release,
    releasesDir: path.dirname(path.dirname(candidate.releaseDir)),
    hostDir,
    log: (line) => console.log(line),
  });
  console.log(`Gate: smoke took ${smoke.seconds.toFixed(1)} s over ${smoke.routes.length} routes`);
  return smoke.reasons;
}

async function rollBack(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { to: { type: 'string' } },
  });
  const app = positionals[0];
  if (!app || positionals.length > 1) throw new RegistryError(`rollback takes one app\n${USAGE}`);
  const result = await rollback({ app, to: values.to });
  console.log(
    `Rolled back ${result.remote}: ${result.from} -> ${result.to}. Users get it on their next page load.`,
  );
}

async function markReleaseBad(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { why: { type: 'string' } },
  });
  const [app, version] = positionals;
  if (!app || !version || positionals.length > 2)
    throw new RegistryError(`mark-bad takes an app and a version\n${USAGE}`);
  const result = await markBad({ app, version, why: values.why ?? '' });
  const mark = result.release.bad;
  console.log(
    `Marked ${result.remote} ${result.release.version} bad (by ${mark?.by} at ${mark?.at}): ${mark?.why}. ` +
      'No fallback and no rollback chooses it again.',
  );
}

async function remotes(args: string[]): Promise<void> {
  if (args.length > 0) throw new RegistryError(`remotes takes no arguments\n${USAGE}`);
  const releasesDir = defaultReleasesDir();
  console.log(
    formatRegistryStatus(await readRegistry({ releasesDir }), path.join(releasesDir, REGISTRY_FILE)),
  );
  console.log(`\n${await fieldHealthReport()}`);
}

const COMMANDS: Record<string, (args: string[]) => Promise<void>> = {
  release,
  rollback: rollBack,
  'mark-bad': markReleaseBad,
  remotes,
};

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const run = command ? COMMANDS[command] : undefined;
  if (!run) {
    console.error(USAGE);
    return 1;
  }
  try {
    await run(rest);
    return 0;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`${command}: ${message}`);
    return 1;
  }
}

void main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
