// The trucks-jwt: the API's own session token, issued in exchange for an IdP ID token or a demo
// login. HS256 with a secret from the environment (or one made at start: tokens then die with the
// process, which is what a dev stack wants).
import { SignJWT, jwtVerify, errors } from 'jose';

export const TRUCKS_TOKEN_AUDIENCE = 'trucks-api';
export const TRUCKS_TOKEN_ISSUER = 'trucks-dev-stack';
const TRUCKS_TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;

interface TrucksTokenSubject {
  id: string;
  companyId: string;
  userName: string;
  roles: readonly string[];
  permissions: readonly string[];
}

interface TrucksTokenClaims extends TrucksTokenSubject {
  expiresAt: Date;
}

export type TrucksTokenRejection = 'missing' | 'expired' | 'invalid' | 'wrong-audience';

export class TrucksTokenError extends Error {
  constructor(readonly reason: TrucksTokenRejection) {
    super(`trucks-jwt rejected: ${reason}`);
  }
}

export interface TrucksTokenService {
  issue(subject: TrucksTokenSubject): Promise<{ accessToken: string; expiresAt: Date }>;
  verify(token: string | undefined): Promise<TrucksTokenClaims>;
}

export function secretFromEnvironment(value: string | undefined): Uint8Array {
  if (value && value.length >= 32) return new TextEncoder().encode(value);
  return crypto.getRandomValues(new Uint8Array(32));
}

export function createTrucksTokenService(
  secret: Uint8Array,
  now: () => Date = () => new Date(),
): TrucksTokenService {
  return {
    async issue(subject) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      const expiresAtSeconds = issuedAt + TRUCKS_TOKEN_LIFETIME_SECONDS;
      const accessToken = await new SignJWT({
        companyId: subject.companyId,
        userName: subject.userName,
        roles: [...subject.roles],
        permissions: [...subject.permissions],
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(subject.id)
        .setIssuer(TRUCKS_TOKEN_ISSUER)
        .setAudience(TRUCKS_TOKEN_AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAtSeconds)
        .sign(secret);
      return { accessToken, expiresAt: new Date(expiresAtSeconds * 1000) };
    },

    async verify(token) {
      if (!token) throw new TrucksTokenError('missing');
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          audience: TRUCKS_TOKEN_AUDIENCE,
          issuer: TRUCKS_TOKEN_ISSUER,
          currentDate: now(),
        });
        if (
          typeof payload.sub !== 'string' ||
          typeof payload.companyId !== 'string' ||
          typeof payload.exp !== 'number'
        ) {
          throw new TrucksTokenError('invalid');
        }
        return {
          id: payload.sub,
          companyId: payload.companyId,
          userName: typeof payload.userName === 'string' ? payload.userName : '',
          roles: Array.isArray(payload.roles)
            ? payload.roles.filter((r): r is string => typeof r === 'string')
            : [],
          permissions: Array.isArray(payload.permissions)
            ? payload.permissions.filter((p): p is string => typeof p === 'string')
            : [],
          expiresAt: new Date(payload.exp * 1000),
        };
      } catch (error) {
        if (error instanceof TrucksTokenError) throw error;
        if (error instanceof errors.JWTExpired) throw new TrucksTokenError('expired');
        if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'aud') {
          throw new TrucksTokenError('wrong-audience');
        }
        throw new TrucksTokenError('invalid');
      }
    },
  };
}

/** The token of an `Authorization: Bearer <token>` header, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}
