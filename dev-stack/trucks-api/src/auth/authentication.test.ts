// Who may call the trucks API: the sign-in calls (demo login, IdP token exchange, driver link) and
// every way a trucks-jwt is refused (missing, forged, expired, wrong audience).
import { generateKeyPair, SignJWT } from 'jose';
import { API } from '@trucks/shared-contracts/api/catalogue';
import { DEMO_PASSWORD } from '../../../demo-accounts';
import {
  demoAccount,
  idTokenClaimsOf,
  signIdToken,
  TEST_PUBLIC_ORIGIN,
} from '../test-support/trucks-api-harness';
import { useTrucksApi } from '../test-support/trucks-api-suite';
import { createTrucksTokenService, TRUCKS_TOKEN_AUDIENCE, TRUCKS_TOKEN_ISSUER } from './trucks-token';
import { DEMO_DRIVER_TOKEN } from '../handlers/account-handlers';

const SECRET = new TextEncoder().encode('a-test-secret-of-at-least-thirty-two-characters');
const admin = demoAccount('carrier-admin');

const trucks = useTrucksApi({}, { jwtSecret: SECRET });

async function currentUserWith(authorization: string | undefined) {
  return trucks.api.app.inject({
    method: 'GET',
    url: '/v2/me',
    headers: authorization ? { authorization } : {},
  });
}

describe('a call that needs a trucks-jwt answers 401', () => {
  test('without a token', async () => {
    const response = await currentUserWith(undefined);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: 401, detail: 'The trucks-jwt is missing.' });
  });

  test('with a header that is not a bearer token', async () => {
    expect((await currentUserWith(`Basic ${Buffer.from('admin:pw').toString('base64')}`)).statusCode).toBe(
      401,
    );
  });

  test('with a token signed by another secret (forged)', async () => {
    const forged = await createTrucksTokenService(
      new TextEncoder().encode('not-the-servers-secret-but-long-enough!!'),
    ).issue(admin);
    const response = await currentUserWith(`Bearer ${forged.accessToken}`);
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toBe('The trucks-jwt is not valid.');
  });

  test('with a token that expired (issued nine hours ago, valid for eight)', async () => {
    const nineHoursAgo = () => new Date(Date.now() - 9 * 3600_000);
    const expired = await createTrucksTokenService(SECRET, nineHoursAgo).issue(admin);
    const response = await currentUserWith(`Bearer ${expired.accessToken}`);
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toBe('The trucks-jwt has expired.');
  });

  test('with a token for another audience', async () => {
    const token = await new SignJWT({ companyId: admin.companyId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(admin.id)
      .setIssuer(TRUCKS_TOKEN_ISSUER)
      .setAudience('some-other-api')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(SECRET);
    const response = await currentUserWith(`Bearer ${token}`);
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toBe('The trucks-jwt is for another audience.');
  });

  test('with the IdP ID token itself instead of the trucks-jwt', async () => {
    const idToken = await trucks.api.idp.signIdToken(idTokenClaimsOf(admin));
    expect((await currentUserWith(`Bearer ${idToken}`)).statusCode).toBe(401);
  });

  test('a valid token of the same secret and audience is accepted', async () => {
    const valid = await createTrucksTokenService(SECRET).issue(admin);
    const response = await currentUserWith(`Bearer ${valid.accessToken}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: admin.id, userName: admin.username });
    expect(TRUCKS_TOKEN_AUDIENCE).toBe('trucks-api');
  });
});

describe('username and password sign-in (/login)', () => {
  test('a demo account signs in and its token works', async () => {
    const response = await trucks.api.call(API.account.login, {
      body: { userName: 'Admin@Carrier.test', password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const { accessToken, user } = response.json();
    expect(user).toMatchObject({ id: admin.id, companyName: 'Lone Star Haulers LLC' });
    expect(user).not.toHaveProperty('password');
    expect((await currentUserWith(`Bearer ${accessToken}`)).json().id).toBe(admin.id);
  });

  test.each([
    ['a wrong password', admin.username, 'not-the-password'],
    ['an unknown user', 'nobody@carrier.test', DEMO_PASSWORD],
  ])('%s gets 401 with the detail "Wrong username or password."', async (_case, userName, password) => {
    const response = await trucks.api.call(API.account.login, { body: { userName, password } });
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toBe('Wrong username or password.');
  });

  test("a 'Do Not Use' carrier's user is refused with a message naming it", async () => {
    const response = await trucks.api.call(API.account.login, {
      body: { userName: demoAccount('do-not-use-carrier').username, password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toContain('Do Not Use');
  });
});

describe('Authorize user: the IdP ID token for a trucks-jwt', () => {
  test('a token of the sign-in policy, signed by the IdP key, gives the user and a working trucks-jwt', async () => {
    const identityToken = await trucks.api.idp.signIdToken(idTokenClaimsOf(demoAccount('broker')));
    const response = await trucks.api.call(API.account.authorizeUser, { body: { identityToken } });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: demoAccount('broker').id, isBroker: true });
    expect((await currentUserWith(`Bearer ${response.json().accessToken}`)).statusCode).toBe(200);
  });

  test('a token of the password-reset policy is accepted too (the reset flow signs the user in)', async () => {
    const identityToken = await trucks.api.idp.signIdToken(idTokenClaimsOf(admin), { policy: 'b2c_1_reset' });
    expect((await trucks.api.call(API.account.authorizeUser, { body: { identityToken } })).statusCode).toBe(
      200,
    );
  });

  test.each([
    [
      'signed by a key the IdP does not publish',
      async () =>
        signIdToken((await generateKeyPair('RS256')).privateKey, TEST_PUBLIC_ORIGIN, idTokenClaimsOf(admin)),
    ],
    [
      'for another client',
      () => trucks.api.idp.signIdToken(idTokenClaimsOf(admin), { audience: 'another-client' }),
    ],
    [
      'from an unknown issuer',
      () =>
        trucks.api.idp.signIdToken(idTokenClaimsOf(admin), { issuer: 'https://evil.test/idp/b2c_1_signin' }),
    ],
    ['that expired', () => trucks.api.idp.signIdToken(idTokenClaimsOf(admin), { expiresInSeconds: -60 })],
    ['for nobody the portal knows', () => trucks.api.idp.signIdToken({ sub: 'no-such-user' })],
    ['that is not a JWT', async () => 'not-a-token'],
  ])('a token %s gets 401', async (_case, makeToken) => {
    const response = await trucks.api.call(API.account.authorizeUser, {
      body: { identityToken: await makeToken() },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().status).toBe(401);
  });

  test('the driver link signs the demo driver in', async () => {
    const response = await trucks.api.call(API.account.mobileAuthorizeUser, {
      body: { driverToken: DEMO_DRIVER_TOKEN },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: demoAccount('driver').id, roles: ['Driver'] });
    expect(
      (await trucks.api.call(API.account.mobileAuthorizeUser, { body: { driverToken: 'guessed' } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('password reset', () => {
  test('a reset link from a request sets the new password once', async () => {
    const user = demoAccount('factoring');
    const request = await trucks.api.call(API.account.requestPasswordReset, {
      body: { emailAddress: user.email, url: 'https://localhost:8443/reset-password/' },
    });
    expect(request.statusCode).toBe(204);
    const resetToken = [...trucks.api.store.passwordResets].find(([, id]) => id === user.id)![0];
    expect(
      (
        await trucks.api.call(API.account.resetPassword, {
          body: { resetToken, newPassword: 'New-password-1' },
        })
      ).statusCode,
    ).toBe(204);
    expect(
      (
        await trucks.api.call(API.account.login, {
          body: { userName: user.username, password: 'New-password-1' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await trucks.api.call(API.account.login, {
          body: { userName: user.username, password: DEMO_PASSWORD },
        })
      ).statusCode,
    ).toBe(401);
    // The link is used up.
    const again = await trucks.api.call(API.account.resetPassword, {
      body: { resetToken, newPassword: 'Another-password-2' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.resetToken).toEqual(['The reset link has expired or was already used.']);
  });

  test('an unknown address gets the same answer as a known one and makes no link', async () => {
    const before = trucks.api.store.passwordResets.size;
    const response = await trucks.api.call(API.account.requestPasswordReset, {
      body: { emailAddress: 'stranger@nowhere.test', url: 'https://localhost:8443/reset-password/' },
    });
    expect(response.statusCode).toBe(204);
    expect(trucks.api.store.passwordResets.size).toBe(before);
  });
});
