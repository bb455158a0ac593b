import type { Linter } from 'eslint';

export declare function importCycles(options: { files: string[] }): Linter.Config;
