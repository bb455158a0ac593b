// What's new in each release of the portal, newest first; the Application Updates drawer shows them
// under the running version (config.json appVersion). Add an entry with each release.

export interface ApplicationUpdate {
  /** The appVersion string of the release (spec 000 §9: '20230621.2'). */
  version: string;
  /** Release day, ISO date. */
  date: string;
  changes: readonly string[];
}

export const APPLICATION_UPDATES: readonly ApplicationUpdate[] = [
  {
    version: '1.0.0',
    date: '2026-11-22',
    changes: [
      'Sign in once for every tab; drivers open the portal from the link in their text message.',
      'Side navigation with counts of shipments needing updates, sent tenders, open rate requests, accounting actions and new accessorial requests.',
      'The navigation stays open or collapsed the way you left it; hover the collapsed bar to see the labels.',
      'Search shipments by number from the top bar on every page.',
      'Your profile, ELD integrations, contacts, training videos and the carrier score card on the dashboard.',
      'Admins see open access requests in the user menu and can open the API documentation.',
    ],
  },
];
