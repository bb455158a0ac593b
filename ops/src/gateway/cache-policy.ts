// Cache-Control of what the gateway serves, as a CDN in front of it needs it:
// - a file whose name carries its content hash (webpack's `[name].[contenthash:8].ext`: the host's and
//   the releases' chunks, styles, assets and workers) is the same bytes forever: cached a year,
//   `immutable`;
// - every file of a published release folder `/releases/<remote>/<version>/`, hashed or not
//   (`remoteEntry.js`, `mf-manifest.json`), likewise: the version is in the URL and the registry never
//   writes into a published folder (staging folder renamed into place; a fix is a new version or a
//   rollback, never an edit). What changes is remotes.json, which names the live version;
// - the documents that say which files to load: `index.html` (at `/`, `/index.html` and every client
//   route it answers), the host's entry files with stable names (`main.js`, `redirect-bridge.*`) and
//   `host-shares.json`: `no-cache`, revalidated on every use (ETag, Last-Modified), so a new host build
//   is picked up at the next load;
// - `config.json`, `remotes.json` (at `/remotes.json` and `/releases/remotes.json`) and anything else
//   outside a release folder under /releases/: `no-store`, never kept.

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_STORE = 'no-store';
export const REVALIDATE = 'no-cache';

/** `<name>.<8 hex>.<ext...>`, with or without a precompressed `.br`/`.gz`. */
const CONTENT_HASHED = /\.[0-9a-f]{8}\.[^/]+$/;
/** `/releases/<remote>/<version>/<file...>`: a published release folder (no dot-folder, no staging). */
const RELEASE_FILE = /^\/releases\/[^/.][^/]*\/[^/.][^/]*\/[^/]/;

function pathnameOf(url: string): string {
  return url.split('?')[0] ?? '/';
}

/** For a file of the host's build, by the URL it was asked for (index.html fallbacks included). */
export function hostCacheControl(url: string, servedFile: string): string {
  if (/(^|\/)index\.html(\.br|\.gz)?$/.test(servedFile)) return REVALIDATE;
  return CONTENT_HASHED.test(pathnameOf(url)) ? IMMUTABLE : REVALIDATE;
}

/** For a URL under /releases/. */
export function releasesCacheControl(url: string): string {
  return RELEASE_FILE.test(pathnameOf(url)) ? IMMUTABLE : NO_STORE;
}
