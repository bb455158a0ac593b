// `pnpm remotes`: what ops needs to see before a rollback: each remote's live release, what it could
// roll back to, and who changed what when.
import { REMOTE_APPS, REMOTE_FOLDER } from '@trucks/shared-contracts/federation/remote-modules';
import type { RegistryDocument, Release } from '@trucks/shared-contracts/federation/registry-document';
import { terminalSafe } from '../gateway/field-report-text';
import { describeOwner, ownerState } from './process-owner';

function provenance(release: Release): string {
  if (!release.commit) return '';
  return ` commit ${release.commit.slice(0, 12)}${release.dirty ? ' (dirty)' : ''}`;
}

export function formatRegistryStatus(document: RegistryDocument, registryFile: string): string {
  const lines: string[] = [`Registry: ${registryFile}`, ''];
  const remotes = [
    ...REMOTE_APPS,
    ...Object.keys(document.remotes).filter((name) => !REMOTE_APPS.includes(name as never)),
  ];
  for (const remote of remotes) {
    const entry = document.remotes[remote];
    const folder = REMOTE_FOLDER[remote as keyof typeof REMOTE_FOLDER] ?? remote;
    if (!entry) {
      lines.push(`${remote} (${folder}): not released`);
      continue;
    }
    const live = entry.releases.find((release) => release.version === entry.live);
    lines.push(
      entry.live === ''
        ? `${remote} (${folder}): nothing live`
        : `${remote} (${folder}): live ${entry.live}${live ? `, contracts ${live.contractsVersion}` : ' (missing from releases!)'}`,
    );
    for (const pending of entry.pending ?? []) {
      const state = ownerState(pending.owner);
      lines.push(
        `  ~ ${pending.version.padEnd(16)} releasing since ${pending.startedAt} (by ${pending.by}, ${describeOwner(pending.owner)}` +
          `${state === 'dead' ? ', gone: listed as abandoned at the next change' : ''})`,
      );
    }
    for (const release of [...entry.releases].reverse()) {
      const marker = release.version === entry.live ? '*' : release.bad ? 'x' : ' ';
      lines.push(
        `  ${marker} ${release.version.padEnd(16)} contracts ${release.contractsVersion.padEnd(8)} published ${release.publishedAt}${provenance(release)}` +
          (release.bad ? `  BAD (marked by ${release.bad.by} at ${release.bad.at}: ${release.bad.why})` : ''),
      );
    }
    for (const candidate of [...(entry.candidates ?? [])].reverse()) {
      lines.push(
        `  ! ${candidate.version.padEnd(16)} candidate, refused ${candidate.refusedAt} (by ${candidate.by}): ${candidate.reason}`,
      );
    }
  }
  lines.push('', 'History (oldest first):');
  if (document.history.length === 0) lines.push('  (none)');
  for (const event of document.history) {
    lines.push(
      `  ${event.at}  ${event.remote.padEnd(18)} ${event.action.padEnd(8)} ${event.from ?? '-'} -> ${event.to}  by ${event.by}${event.note ? `  (${event.note})` : ''}`,
    );
  }
  // Reasons, notes and operators' names come from builds, browsers and people: no control character
  // of theirs reaches the operator's terminal.
  return lines.map(terminalSafe).join('\n');
}
