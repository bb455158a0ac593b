// The sign-in and password-reset screens: what the browser sees between oidc-provider sending it to
// /idp/<policy>/interaction/<uid> and the provider resuming the authorization request.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { AccountStore, PasswordChangeProblem } from './account-store';
import { MIN_PASSWORD_LENGTH } from './account-store';
import { renderErrorPage, renderResetPasswordPage, renderSignInPage } from './pages';
import { policyMountPath, type IdentityPolicy } from './policies';

/** The spec's message for a failed sign-in (document 0, messages). */
const WRONG_CREDENTIALS_MESSAGE = 'Wrong username or password.';

const PASSWORD_CHANGE_MESSAGES: Record<PasswordChangeProblem, string> = {
  'unknown-account': 'We could not find an account with that username.',
  'too-short': `The new password must be at least ${MIN_PASSWORD_LENGTH} characters long.`,
  mismatch: 'The two passwords do not match.',
};

type InteractionStep = 'show' | 'login' | 'reset';

export interface InteractionRequest {
  uid: string;
  step: InteractionStep;
}

/** `/interaction/<uid>`, `/interaction/<uid>/login` or `/interaction/<uid>/reset` below a policy's mount. */
export function parseInteractionPath(pathBelowMount: string): InteractionRequest | undefined {
  const match = /^\/interaction\/([\w-]+)(?:\/(login|reset))?\/?$/.exec(pathBelowMount);
  if (!match?.[1]) return undefined;
  return { uid: match[1], step: (match[2] as InteractionStep | undefined) ?? 'show' };
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    // A sign-in form is a few hundred bytes; refuse anything that is clearly not one.
    if (size > 16 * 1024) throw new Error('form too large');
    chunks.push(buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(html);
}

function stringParam(params: Record<string, unknown>, name: string): string | undefined {
  const value = params[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The portal's own "forgot password" route, on the origin it asked to be sent back to. */
function forgotPasswordUrl(params: Record<string, unknown>): string | undefined {
  const redirectUri = stringParam(params, 'redirect_uri');
  if (!redirectUri) return undefined;
  try {
    return new URL('/forgot-password', redirectUri).href;
  } catch {
    return undefined;
  }
}

export interface InteractionHandlerOptions {
  policy: IdentityPolicy;
  provider: Provider;
  accounts: AccountStore;
}

export function createInteractionHandler({ policy, provider, accounts }: InteractionHandlerOptions) {
  const mountPath = policyMountPath(policy);
  const pageFor = (uid: string, params: Record<string, unknown>, username: string, error?: string): string =>
    policy === 'b2c_1_reset'
      ? renderResetPasswordPage({ action: `${mountPath}/interaction/${uid}/reset`, username, error })
      : renderSignInPage({
          action: `${mountPath}/interaction/${uid}/login`,
          username,
          error,
          forgotPasswordUrl: forgotPasswordUrl(params),
        });

  return async function handleInteraction(
    req: IncomingMessage,
    res: ServerResponse,
    request: InteractionRequest,
  ): Promise<void> {
    let details: Awaited<ReturnType<Provider['interactionDetails']>>;
    try {
      details = await provider.interactionDetails(req, res);
    } catch {
      sendHtml(
        res,
        400,
        renderErrorPage(
          'session_not_found',
          'This sign-in page has expired. Go back to the portal and sign in again.',
        ),
      );
      return;
    }
    if (details.uid !== request.uid) {
      sendHtml(
        res,
        400,
        renderErrorPage(
          'interaction_mismatch',
          'This sign-in page belongs to an older attempt. Go back to the portal and sign in again.',
        ),
      );
      return;
    }
    const params = details.params;

    if (details.prompt.name !== 'login') {
      // loadExistingGrant grants the portal's scopes, so this is a safety net, not a consent screen.
      const accountId = details.session?.accountId;
      if (!accountId) {
        sendHtml(res, 400, renderErrorPage('login_required', 'Sign in first.'));
        return;
      }
      const grant = new provider.Grant({ accountId, clientId: details.params.client_id as string });
      const scope = stringParam(params, 'scope');
      if (scope) grant.addOIDCScope(scope);
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      );
      return;
    }

    if (request.step === 'show') {
      if (req.method !== 'GET') {
        sendHtml(res, 405, renderErrorPage('method_not_allowed', 'Use the form to sign in.'));
        return;
      }
      sendHtml(res, 200, pageFor(details.uid, params, stringParam(params, 'login_hint') ?? ''));
      return;
    }

    if (req.method !== 'POST' || request.step !== (policy === 'b2c_1_reset' ? 'reset' : 'login')) {
      sendHtml(res, 405, renderErrorPage('method_not_allowed', 'Use the form to sign in.'));
      return;
    }

    const form = await readForm(req);
    const username = form.get('username') ?? '';
    if (policy === 'b2c_1_reset') {
      const outcome = accounts.changePassword(
        username,
        form.get('newPassword') ?? '',
        form.get('confirmPassword') ?? '',
      );
      if ('problem' in outcome) {
        sendHtml(res, 200, pageFor(details.uid, params, username, PASSWORD_CHANGE_MESSAGES[outcome.problem]));
        return;
      }
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: outcome.account.id } },
        { mergeWithLastSubmission: false },
      );
      return;
    }

    const account = accounts.authenticate(username, form.get('password') ?? '');
    if (!account) {
      sendHtml(res, 200, pageFor(details.uid, params, username, WRONG_CREDENTIALS_MESSAGE));
      return;
    }
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: account.id } },
      { mergeWithLastSubmission: false },
    );
  };
}
