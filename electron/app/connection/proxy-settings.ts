/**
 * The proxy setting of the Account view: the mode and a manual URL and user in settings.json, the
 * manual proxy's password in the secret store (under its own account, like the key), and the route
 * every new print-service client takes (proxy-policy.ts).
 */
import { proxyRouteFor } from '../../print-service/proxy-policy.js';
import type { SystemProxyResolver } from '../../print-service/proxy-policy.js';
import { directRoute } from '../../print-service/proxy-route.js';
import type { ProxyRoute } from '../../print-service/proxy-route.js';
import { proxyPasswordAccount } from '../../secrets/secret-store.js';
import type { SecretStore } from '../../secrets/secret-store.js';
import type { SettingsStore } from '../../settings/settings.js';
import type { ProxyInput, ProxyView } from '../../shared/contract/account.js';

export interface ProxySettings {
  view(): Promise<ProxyView>;
  /** Saves the setting (and password), then reconnects so the next calls take the new route. */
  change(change: NonNullable<ProxyInput['change']>): Promise<ProxyView>;
  /** The route a client for this base URL takes now. */
  routeFor(baseUrl: string): Promise<ProxyRoute>;
}

export interface ProxySettingsOptions {
  settings: SettingsStore;
  secrets: SecretStore;
  /** The desktop's system proxy (Electron's resolveProxy); absent, `system` means the environment. */
  resolveSystem?: SystemProxyResolver;
  reconnect(): Promise<void>;
  log(message: string, error?: unknown): void;
}

export function createProxySettings(options: ProxySettingsOptions): ProxySettings {
  const { settings, secrets } = options;
  const password = () => secrets.get(proxyPasswordAccount);
  const view = async (): Promise<ProxyView> => ({
    setting: settings.get().proxy,
    passwordStored: (await password()) !== null,
  });
  return {
    view,
    async change({ setting, password: newPassword }) {
      await settings.update((s) => ({ ...s, proxy: setting }));
      if (newPassword) await secrets.set(proxyPasswordAccount, newPassword);
      else if (newPassword === '') await secrets.delete(proxyPasswordAccount);
      await options.reconnect();
      return view();
    },
    async routeFor(baseUrl) {
      const setting = settings.get().proxy;
      const stored = setting.mode === 'manual' && setting.username ? await password() : null;
      try {
        return await proxyRouteFor(baseUrl, {
          setting,
          ...(stored === null ? {} : { password: stored }),
          ...(options.resolveSystem ? { resolveSystem: options.resolveSystem } : {}),
        });
      } catch (error) {
        // A failing system resolver is not the user's doing: go direct, as a browser does. A manual
        // URL was checked when it was saved; an unusable HTTP_PROXY is reported, for the user to fix.
        if (setting.mode !== 'system' || !options.resolveSystem) throw error;
        options.log('[proxy] the system proxy could not be resolved; connecting directly', error);
        return directRoute;
      }
    },
  };
}
