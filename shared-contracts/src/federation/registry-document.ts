// remotes.json: the registry. Written only by ops (atomically), read by the host at every page load.
import { z } from 'zod/mini';
import '../domain/zod-locale';

export const ReleaseSchema = z.object({
  version: z.string(),
  /** URL of the release's mf-manifest.json, e.g. '/releases/mf-loadboard/1.0.0-r2/mf-manifest.json'. */
  manifestUrl: z.string(),
  /** The shared-contracts version the release was built against. */
  contractsVersion: z.string(),
  publishedAt: z.string(),
});
export type Release = z.infer<typeof ReleaseSchema>;

/**
 * A release `pnpm release`'s gate refused (the live host and remotes cannot run it): kept, never live,
 * with its reason, so the team can see why (`pnpm remotes`). Hosts ignore it.
 */
export const CandidateSchema = z.object({
  ...ReleaseSchema.shape,
  refusedAt: z.string(),
  reason: z.string(),
  by: z.string(),
});
export type Candidate = z.infer<typeof CandidateSchema>;

export const RemoteEntrySchema = z.object({
  /** The live version: one of `releases`. */
  live: z.string(),
  /** Every published release, oldest first. */
  releases: z.array(ReleaseSchema),
  /** Releases the gate refused, oldest first (absent before the gate; a host reading it skips it). */
  candidates: z.optional(z.array(CandidateSchema)),
});
export type RemoteEntry = z.infer<typeof RemoteEntrySchema>;

export const HistoryEntrySchema = z.object({
  at: z.string(),
  remote: z.string(),
  action: z.enum(['release', 'rollback']),
  from: z.nullable(z.string()),
  to: z.string(),
  by: z.string(),
  /** Why, when the operator said: a forced release names its reason here ('forced: ...'). */
  note: z.optional(z.string()),
});
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>;

export const RegistryDocumentSchema = z.object({
  schemaVersion: z.literal(1),
  /** Keyed by federation name: mf_loadboard, mf_shipments, ... */
  remotes: z.record(z.string(), RemoteEntrySchema),
  history: z.array(HistoryEntrySchema),
});
export type RegistryDocument = z.infer<typeof RegistryDocumentSchema>;

/** The live release of a remote, and the releases before it (newest first) to fall back to. */
export function liveAndFallbacks(entry: RemoteEntry): { live: Release | undefined; earlier: Release[] } {
  const index = entry.releases.findIndex((release) => release.version === entry.live);
  if (index < 0) return { live: undefined, earlier: [] };
  return { live: entry.releases[index], earlier: entry.releases.slice(0, index).reverse() };
}
