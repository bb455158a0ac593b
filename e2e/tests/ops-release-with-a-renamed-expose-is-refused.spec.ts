// `pnpm release`'s gate refuses a release whose page the host can only serve from another release: a
// Cases and Notes build with its `./routes` expose renamed (a copy of the built dist, in remoteEntry.js
// and mf-manifest.json) passes the host's manifest check, but the host finds no `./routes` in it and,
// after its retries, renders /cases from the live release. The gate names that fallback; the candidate
// stays a candidate and the live release keeps serving.
import { expect, test } from '../fixtures/broken-dists';

const app = 'mf_cases_notes';

test('ops: a release with a renamed expose is refused by the gate', async ({ registry, brokenDists }) => {
  test.setTimeout(90_000);
  const live = await registry.live(app);
  const candidate = await brokenDists.renamedExpose(app, 'routes');

  const started = Date.now();
  const refused = await registry.releaseThroughGate(app, candidate);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  test.info().annotations.push({ type: 'gate refusal', description: `${seconds} s` });
  console.log(`the gate refused a renamed expose in ${seconds} s`);

  expect(refused.code, refused.output).not.toBe(0);
  expect(refused.output).toContain('was refused and stays a candidate');
  expect(refused.output).toMatch(
    new RegExp(
      `/cases: .*release ${live.version.replace(/\./g, '\\.')} rendered mf_cases_notes/routes, not \\S+ \\(fallback: `,
    ),
  );
  const entry = (await registry.document()).remotes[app];
  expect(entry?.live).toBe(live.version);
  expect(entry?.candidates?.at(-1)?.reason).toContain('(fallback: ');
});
