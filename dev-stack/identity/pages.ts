// The identity provider's own pages. Plain HTML, one stylesheet and (for sign-out) one script file
// served by the IdP itself: no inline script or style and nothing from outside, so the strict CSP of
// the gateway holds and the pages work offline (oidc-provider's dev pages pull a web font).

export const ASSETS_PATH = '/idp/assets';

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function layout(title: string, body: string, scripts: string[] = []): string {
  const scriptTags = scripts.map((src) => `<script src="${escapeHtml(src)}" defer></script>`).join('');
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - Trucks portal</title>
<link rel="stylesheet" href="${ASSETS_PATH}/identity.css">
${scriptTags}
</head>
<body>
<main class="card">
<p class="brand">Trucks portal</p>
${body}
</main>
</body>
</html>`;
}

function errorBlock(message: string | undefined): string {
  return message ? `<p class="error" role="alert">${escapeHtml(message)}</p>` : '';
}

export interface SignInPage {
  /** Where the form posts, e.g. /idp/b2c_1_signin/interaction/<uid>/login */
  action: string;
  username: string;
  error?: string;
  /** The portal's own "forgot password" route, which starts the reset policy; absent when unknown. */
  forgotPasswordUrl?: string;
}

export function renderSignInPage(page: SignInPage): string {
  const forgot = page.forgotPasswordUrl
    ? `<p class="aside"><a href="${escapeHtml(page.forgotPasswordUrl)}">Forgot your password?</a></p>`
    : '';
  return layout(
    'Sign in',
    `<h1>Sign in</h1>
${errorBlock(page.error)}
<form method="post" action="${escapeHtml(page.action)}" autocomplete="on">
<label for="username">Username</label>
<input id="username" name="username" type="text" autocomplete="username" required value="${escapeHtml(page.username)}"${page.username ? '' : ' autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${page.username ? ' autofocus' : ''}>
<button type="submit">Sign in</button>
</form>
${forgot}`,
  );
}

export interface ResetPasswordPage {
  /** Where the form posts, e.g. /idp/b2c_1_reset/interaction/<uid>/reset */
  action: string;
  username: string;
  error?: string;
}

export function renderResetPasswordPage(page: ResetPasswordPage): string {
  return layout(
    'Reset your password',
    `<h1>Reset your password</h1>
<p>Choose a new password. You are signed in with it straight away.</p>
${errorBlock(page.error)}
<form method="post" action="${escapeHtml(page.action)}">
<label for="username">Username</label>
<input id="username" name="username" type="text" autocomplete="username" required value="${escapeHtml(page.username)}">
<label for="newPassword">New password</label>
<input id="newPassword" name="newPassword" type="password" autocomplete="new-password" required minlength="8">
<label for="confirmPassword">Confirm new password</label>
<input id="confirmPassword" name="confirmPassword" type="password" autocomplete="new-password" required minlength="8">
<button type="submit">Set password and sign in</button>
</form>`,
  );
}

/**
 * Sign-out: oidc-provider hands us its form (with the xsrf field); the script file submits it at once,
 * as B2C signs out without asking. The button is there if scripts are off.
 */
export function renderSignOutPage(providerForm: string): string {
  return layout(
    'Signing out',
    `<h1>Signing out</h1>
${providerForm}
<button id="sign-out" type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>`,
    [`${ASSETS_PATH}/sign-out.js`],
  );
}

export function renderSignedOutPage(): string {
  return layout('Signed out', '<h1>You are signed out</h1><p>You can close this page.</p>');
}

export function renderErrorPage(error: string, description: string | undefined): string {
  return layout(
    'Sign-in problem',
    `<h1>Sign-in problem</h1>
<p class="error" role="alert">${escapeHtml(description ?? error)}</p>
<p class="aside">Error code: <code>${escapeHtml(error)}</code></p>`,
  );
}

// The portal theme's primary #0958d9 (6.2:1 on white): antd's #1677ff is 4.1:1 (axe, issue 27).
export const IDENTITY_STYLESHEET = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f0f2f5;
font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#1f1f1f}
.card{width:360px;max-width:100%;background:#fff;padding:32px;border-radius:8px;box-shadow:0 2px 8px rgba(0,0,0,.12)}
.brand{margin:0 0 8px;font-weight:600;color:#0958d9}
h1{font-size:22px;margin:0 0 16px}
label{display:block;margin:12px 0 4px;font-size:14px}
input{width:100%;height:36px;padding:0 10px;border:1px solid #d9d9d9;border-radius:6px;font-size:14px}
input:focus{outline:2px solid #0958d9;outline-offset:0;border-color:#0958d9}
button{margin-top:20px;width:100%;height:38px;border:0;border-radius:6px;background:#0958d9;color:#fff;font-size:15px;cursor:pointer}
button:hover{background:#4096ff}
.error{margin:0 0 8px;padding:8px 12px;border-radius:6px;background:#fff2f0;border:1px solid #ffccc7;color:#a8071a}
.aside{margin-top:16px;font-size:14px}
a{color:#0958d9}
`;

/** Submits the sign-out form as soon as the page is parsed (served as a file: no inline script). */
export const SIGN_OUT_SCRIPT = `document.getElementById('sign-out').click();\n`;
