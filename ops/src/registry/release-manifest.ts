// What a release folder's (or a dist's) mf-manifest.json says about the build.
import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

export const MANIFEST_FILE = 'mf-manifest.json';

/** A refusal the operator can act on: unknown app or version, bad registry, bad release folder. */
export class RegistryError extends Error {
  override name = 'RegistryError';
}

const ManifestSchema = z.object({
  metaData: z.object({
    name: z.string(),
    buildInfo: z.object({ buildVersion: z.string() }).partial().optional(),
    /** Written by ops/build/webpack.cjs. */
    trucks: z.object({ appVersion: z.string(), contractsVersion: z.string() }).optional(),
  }),
  shared: z.array(z.object({ name: z.string(), version: z.string().optional() })).default([]),
});

/** @public ops/README.md names it for code (the registry API). */
export interface ReleaseManifestFacts {
  federationName: string;
  appVersion: string | undefined;
  contractsVersion: string;
}

/** @public ops/README.md names it for code (the registry API). */
export async function readManifestFacts(dir: string): Promise<ReleaseManifestFacts> {
  const file = path.join(dir, MANIFEST_FILE);
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch {
    throw new RegistryError(
      `${dir} has no ${MANIFEST_FILE}: not a remote build (build it first, or check the path)`,
    );
  }
  let parsed: z.infer<typeof ManifestSchema>;
  try {
    parsed = ManifestSchema.parse(JSON.parse(text));
  } catch (error) {
    throw new RegistryError(`${file} is not a federation manifest: ${(error as Error).message}`);
  }
  const contractsVersion =
    parsed.metaData.trucks?.contractsVersion ??
    parsed.shared.find((entry) => entry.name.startsWith('@trucks/shared-contracts/'))?.version;
  if (!contractsVersion) {
    throw new RegistryError(`${file} does not record the shared-contracts version it was built against`);
  }
  return {
    federationName: parsed.metaData.name,
    appVersion: parsed.metaData.trucks?.appVersion ?? parsed.metaData.buildInfo?.buildVersion,
    contractsVersion,
  };
}
