// The people the identity provider signs in: the demo accounts, with passwords kept in memory so the
// password-reset policy can change one for the life of the process (a restart brings back the demo
// password, which is what a person trying the stack expects).
import type { Account, AccountClaims } from 'oidc-provider';
import { DEMO_ACCOUNTS, type DemoAccount } from '../demo-accounts';

/** Shortest new password the reset page accepts (B2C's own minimum). */
export const MIN_PASSWORD_LENGTH = 8;

export type PasswordChangeProblem = 'unknown-account' | 'too-short' | 'mismatch';

export class AccountStore {
  private readonly passwords = new Map<string, string>();

  constructor(private readonly accounts: readonly DemoAccount[] = DEMO_ACCOUNTS) {
    for (const account of accounts) this.passwords.set(account.id, account.password);
  }

  findByUsername(username: string): DemoAccount | undefined {
    const wanted = username.trim().toLowerCase();
    return this.accounts.find((account) => account.username.toLowerCase() === wanted);
  }

  findById(id: string): DemoAccount | undefined {
    return this.accounts.find((account) => account.id === id);
  }

  /** The account when the username and password match; undefined otherwise (no hint which one was wrong). */
  authenticate(username: string, password: string): DemoAccount | undefined {
    const account = this.findByUsername(username);
    if (!account) return undefined;
    return this.passwords.get(account.id) === password ? account : undefined;
  }

  changePassword(
    username: string,
    newPassword: string,
    confirmation: string,
  ): { account: DemoAccount } | { problem: PasswordChangeProblem } {
    const account = this.findByUsername(username);
    if (!account) return { problem: 'unknown-account' };
    if (newPassword.length < MIN_PASSWORD_LENGTH) return { problem: 'too-short' };
    if (newPassword !== confirmation) return { problem: 'mismatch' };
    this.passwords.set(account.id, newPassword);
    return { account };
  }

  /** The oidc-provider view of an account: `sub` is the demo account id, the trucks API's user id. */
  toOidcAccount(account: DemoAccount): Account {
    return {
      accountId: account.id,
      claims: (): AccountClaims => ({
        sub: account.id,
        name: `${account.firstName} ${account.lastName}`,
        given_name: account.firstName,
        family_name: account.lastName,
        preferred_username: account.username,
        email: account.email,
        email_verified: true,
      }),
    };
  }
}
