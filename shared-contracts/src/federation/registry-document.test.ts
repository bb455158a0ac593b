// The registry as the host reads it: a release marked bad is never a fallback, and a document written
// by today's ops still parses with fields a host built earlier does not know.
import { liveAndFallbacks, RegistryDocumentSchema } from './registry-document';
import type { RemoteEntry } from './registry-document';

const release = (version: string, bad?: string) => ({
  version,
  manifestUrl: `/releases/mf-financials/${version}/mf-manifest.json`,
  contractsVersion: '1.0.0',
  publishedAt: '2026-12-01T10:00:00.000Z',
  ...(bad ? { bad: { at: '2026-12-01T11:00:00.000Z', by: 'ops-anna', why: bad } } : {}),
});

describe('liveAndFallbacks', () => {
  it('falls back to earlier releases newest first, never to one marked bad', () => {
    const entry: RemoteEntry = {
      live: '1.0.0-r4',
      releases: [
        release('1.0.0-r1'),
        release('1.0.0-r2'),
        release('1.0.0-r3', 'hangs on /accounting'),
        release('1.0.0-r4'),
      ],
    };
    const { live, earlier } = liveAndFallbacks(entry);
    expect(live?.version).toBe('1.0.0-r4');
    expect(earlier.map((candidate) => candidate.version)).toEqual(['1.0.0-r2', '1.0.0-r1']);
  });

  it('has nothing to fall back to when every earlier release is bad', () => {
    const entry: RemoteEntry = {
      live: '1.0.0-r2',
      releases: [release('1.0.0-r1', 'broken'), release('1.0.0-r2')],
    };
    expect(liveAndFallbacks(entry).earlier).toEqual([]);
  });
});

describe('RegistryDocumentSchema', () => {
  it('reads the revision, pending releases, provenance and bad marks', () => {
    const document = {
      schemaVersion: 1,
      revision: 12,
      remotes: {
        mf_financials: {
          live: '1.0.0-r2',
          releases: [
            release('1.0.0-r1', 'broken'),
            { ...release('1.0.0-r2'), commit: 'abc123', dirty: false },
          ],
          pending: [
            {
              ...release('1.0.0-r3'),
              startedAt: '2026-12-01T12:00:00.000Z',
              by: 'ops-ben',
              owner: { pid: 4242, hostname: 'build-1', started: '991' },
              liveAtStart: '1.0.0-r2',
            },
          ],
        },
      },
      history: [],
    };
    const parsed = RegistryDocumentSchema.parse(document);
    expect(parsed.revision).toBe(12);
    expect(parsed.remotes.mf_financials?.releases[0]?.bad?.why).toBe('broken');
    expect(parsed.remotes.mf_financials?.pending?.[0]?.owner.pid).toBe(4242);
  });

  it('still reads a document with keys it does not know (a newer ops), dropping them', () => {
    const parsed = RegistryDocumentSchema.parse({
      schemaVersion: 1,
      remotes: { mf_financials: { live: '1.0.0-r1', releases: [release('1.0.0-r1')], canary: {} } },
      history: [],
      somethingNew: true,
    });
    expect(parsed.remotes.mf_financials?.live).toBe('1.0.0-r1');
    expect(parsed).not.toHaveProperty('somethingNew');
  });
});
