// The share a singleton consumer gets, without the runtime's version check (issue 26).
//
// For a singleton the federation runtime always hands back the version registered in the share scope;
// it checks the consumer's range against it only to print a warning (runtime-core's
// getRegisteredShare). That check is semver over regular expressions built on each call: 3-5 ms of a
// first load on this machine's Chromium, 12-20 ms at Lighthouse's 4x slowdown, and 15 ms alone in
// one measured load where its first hyphen-range expression compiled. The check is already
// made where it can act: the host's compatibility guard refuses a remote release whose singleton range
// the host's version does not satisfy (shared-contracts' remoteIncompatibilities), before its entry
// loads. Non-singleton shares keep the runtime's resolver: their range picks the version.
//
// Imports no shared module: main.tsx registers it before federation has loaded any.
import { registerGlobalPlugins, registerPlugins } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export function singletonSharesPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'trucks-singleton-shares',
    resolveShare(args) {
      const { shareScopeMap, scope, pkgName, version, shareInfo } = args;
      const shared = shareScopeMap[scope]?.[pkgName]?.[version];
      if (!shared || !shareInfo.shareConfig?.singleton || shareInfo.treeShaking) return args;
      return { ...args, resolver: () => ({ shared, useTreesShaking: false }) };
    },
  };
}

/** For the host's runtime instance, started already, and each remote's, made when its entry loads. */
export function installSingletonShares(): void {
  const plugin = singletonSharesPlugin();
  registerGlobalPlugins([plugin]);
  registerPlugins([plugin]);
}
