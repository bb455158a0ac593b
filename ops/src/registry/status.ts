// `pnpm remotes`: what ops needs to see before a rollback: each remote's live release, what it could
// roll back to, and who changed what when.
import { REMOTE_APPS, REMOTE_FOLDER } from '@trucks/shared-contracts/federation/remote-modules';
import type { RegistryDocument } from '@trucks/shared-contracts/federation/registry-document';

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
      `${remote} (${folder}): live ${entry.live}${live ? `, contracts ${live.contractsVersion}` : ' (missing from releases!)'}`,
    );
    for (const release of [...entry.releases].reverse()) {
      const marker = release.version === entry.live ? '*' : ' ';
      lines.push(
        `  ${marker} ${release.version.padEnd(16)} contracts ${release.contractsVersion.padEnd(8)} published ${release.publishedAt}`,
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
  return lines.join('\n');
}
