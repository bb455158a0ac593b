// remotes.json: the registry. Written only by ops (compare-and-swap, atomic rename), read by the host at
// every page load. Fields added since schemaVersion 1 are optional, so a host built before them still
// reads the document (zod drops keys it does not know).
import { z } from 'zod/mini';
import '../domain/zod-locale';

/** Who marked a release bad, when and why (`pnpm mark-bad`): no fallback and no rollback chooses it. */
export const BadMarkSchema = z.object({
  at: z.string(),
  by: z.string(),
  why: z.string(),
});
export type BadMark = z.infer<typeof BadMarkSchema>;

export const ReleaseSchema = z.object({
  version: z.string(),
  /** URL of the release's mf-manifest.json, e.g. '/releases/mf-loadboard/1.0.0-r2/mf-manifest.json'. */
  manifestUrl: z.string(),
  /** The shared-contracts version the release was built against. */
  contractsVersion: z.string(),
  publishedAt: z.string(),
  /** The git commit of the tree `pnpm release` ran in (absent for releases made without the CLI). */
  commit: z.optional(z.string()),
  /** Whether that tree had uncommitted changes (`--allow-dirty`). */
  dirty: z.optional(z.boolean()),
  bad: z.optional(BadMarkSchema),
});
export type Release = z.infer<typeof ReleaseSchema>;

/**
 * A release `pnpm release`'s gate refused (the live host and remotes cannot run it), or one abandoned
 * by a release process that died: kept, never live, with its reason, so the team can see why
 * (`pnpm remotes`). Hosts ignore it.
 */
export const CandidateSchema = z.object({
  ...ReleaseSchema.shape,
  refusedAt: z.string(),
  reason: z.string(),
  by: z.string(),
});
export type Candidate = z.infer<typeof CandidateSchema>;

/** The process that holds a pending release (or the registry's swap lock). */
export const ProcessOwnerSchema = z.object({
  pid: z.number(),
  hostname: z.string(),
  /** The process's start time as the OS records it, so a reused pid is not taken for the owner. */
  started: z.optional(z.string()),
});
export type ProcessOwner = z.infer<typeof ProcessOwnerSchema>;

/** A release in progress: its version is reserved, its folder being copied or gated. Hosts ignore it. */
export const PendingReleaseSchema = z.object({
  ...ReleaseSchema.shape,
  startedAt: z.string(),
  by: z.string(),
  owner: ProcessOwnerSchema,
  /** The live release when this one started, to say so when a rollback or release happened meanwhile. */
  liveAtStart: z.nullable(z.string()),
});
export type PendingRelease = z.infer<typeof PendingReleaseSchema>;

export const RemoteEntrySchema = z.object({
  /** The live version: one of `releases`. */
  live: z.string(),
  /** Every published release, oldest first. */
  releases: z.array(ReleaseSchema),
  /** Releases the gate refused or their process abandoned, oldest first (hosts skip them). */
  candidates: z.optional(z.array(CandidateSchema)),
  /** Releases in progress, in the order they started (they go live in that order). */
  pending: z.optional(z.array(PendingReleaseSchema)),
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
  /** One more at every write: the compare-and-swap's witness (absent: never written by the swap). */
  revision: z.optional(z.number()),
  /** Keyed by federation name: mf_loadboard, mf_shipments, ... */
  remotes: z.record(z.string(), RemoteEntrySchema),
  history: z.array(HistoryEntrySchema),
});
export type RegistryDocument = z.infer<typeof RegistryDocumentSchema>;

/**
 * The live release of a remote, and the releases before it (newest first) to fall back to. A release
 * marked bad is never a fallback; the live one is returned as the registry names it (ops refuses to
 * mark the live release bad: roll back first).
 */
export function liveAndFallbacks(entry: RemoteEntry): { live: Release | undefined; earlier: Release[] } {
  const index = entry.releases.findIndex((release) => release.version === entry.live);
  if (index < 0) return { live: undefined, earlier: [] };
  return {
    live: entry.releases[index],
    earlier: entry.releases
      .slice(0, index)
      .filter((release) => !release.bad)
      .reverse(),
  };
}
