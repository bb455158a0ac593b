// config.json and remotes.json are static documents, not trucks API calls: no bearer token, no claims
// header, and the API base is only known once config.json is read. So they bypass the API client.

/** GET a JSON document with `cache: 'no-store'`; rejects on a network error or a non-2xx status. */
export type FetchNoStoreJson = (url: string) => Promise<unknown>;

export const fetchNoStoreJson: FetchNoStoreJson = async (url) => {
  // eslint-disable-next-line no-restricted-globals -- static startup documents, read before the API client exists (see above)
  const response = await fetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
};
