// For host tests of the whole route table: the real SessionGate and SessionController, entered with a
// live trucks-jwt from an earlier visit (so no redirect), the trucks API answered by the API double
// (the user, the badges, the score card), the identity provider by a double.
import type { ReactElement } from 'react';
import { API } from '@trucks/shared-contracts/api/catalogue';
import type { LoggedInUser } from '@trucks/shared-contracts/domain/user';
import { startSession } from '@trucks/shared-contracts/session/session-writer';
import { SessionGate } from '../features/session/components/session-gate';
import { SessionController } from '../features/session/lib/session-controller';
import { answerBadges, NO_BADGES } from '../features/shell-chrome/components/shell-chrome-test-kit';
import { DESKTOP_WIDTH, setViewportWidth } from '@trucks/shared-ui/test-viewport';
import { installApiDouble } from '@trucks/shared-ui/api-double';
import type { ApiDouble } from '@trucks/shared-ui/api-double';
import { testConfig } from './fixtures';
import { renderInShell } from './render';
import { signInDouble } from './sign-in-double';

/** An unsigned JWT that expires in an hour: what the controller reads the expiry from. */
export function liveToken(expiresInMs = 60 * 60_000): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part({ exp: (Date.now() + expiresInMs) / 1000 })}.signature`;
}

export function renderSignedInShell(
  ui: ReactElement,
  {
    route,
    user,
    width = DESKTOP_WIDTH,
    config = testConfig,
  }: { route: string; user: LoggedInUser; width?: number; config?: typeof testConfig },
) {
  setViewportWidth(width);
  const api: ApiDouble = answerBadges(NO_BADGES, installApiDouble())
    .on(API.account.currentUser, user)
    .on(API.carriers.performanceMetric, {
      carrierScoreCard: {
        onTimePickupPercent: 96,
        onTimeDeliveryPercent: 91,
        trackingCompliancePercent: 84,
        tenderAcceptancePercent: 67,
        loadsDelivered: 42,
        fallOffs: 1,
        periodDays: 90,
        overallScore: 88,
      },
    });
  const controller = new SessionController({ config, loadSignIn: async () => signInDouble() });
  controller.configureApiClient(api.fetch);
  // The token an earlier visit left in the browser.
  startSession({ token: liveToken(), user: null });
  const rendered = renderInShell(<SessionGate controller={controller}>{ui}</SessionGate>, {
    route,
    keepSession: true,
    config,
  });
  return { ...rendered, api, controller };
}
