import type { Rule } from 'eslint';

export declare const boundaries: Rule.RuleModule;
/** host-shell plus every mf-* folder listed in pnpm-workspace.yaml or present at the root (default: this workspace). */
export declare function workspaceApps(root?: string): string[];
export declare const workspaceRoot: string;
export declare const APPS: ReadonlySet<string>;
