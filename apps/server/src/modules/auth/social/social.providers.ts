import { LOGIN_PROVIDERS, type LoginProviderCode } from '@sidecamp/domain';
import * as oidc from 'openid-client';
import type { Config } from '../../../config';

/** The configuration prefix of each spec login-provider code (OIDC_<KEY>_ISSUER ...). */
export const PROVIDER_KEYS = {
  '0': 'messenger',
  '4': 'identity',
  '6': 'portal',
} as const satisfies Record<LoginProviderCode, string>;

export type SocialProvider = {
  code: LoginProviderCode;
  key: (typeof PROVIDER_KEYS)[LoginProviderCode];
  label: string;
  issuer: URL;
  clientId: string;
  clientSecret: string;
};

/** Each provider whose issuer, client id and secret are all configured, in the spec's order. */
export function providersFromConfig(config: Config): SocialProvider[] {
  const settings: Record<LoginProviderCode, [string | undefined, string | undefined, string | undefined]> = {
    '0': [config.OIDC_MESSENGER_ISSUER, config.OIDC_MESSENGER_CLIENT_ID, config.OIDC_MESSENGER_CLIENT_SECRET],
    '4': [config.OIDC_IDENTITY_ISSUER, config.OIDC_IDENTITY_CLIENT_ID, config.OIDC_IDENTITY_CLIENT_SECRET],
    '6': [config.OIDC_PORTAL_ISSUER, config.OIDC_PORTAL_CLIENT_ID, config.OIDC_PORTAL_CLIENT_SECRET],
  };
  return LOGIN_PROVIDERS.codes.flatMap((code) => {
    const [issuer, clientId, clientSecret] = settings[code];
    if (!issuer || !clientId?.trim() || !clientSecret?.trim()) return [];
    return [
      {
        code,
        key: PROVIDER_KEYS[code],
        label: LOGIN_PROVIDERS.label(code),
        issuer: new URL(issuer),
        clientId: clientId.trim(),
        clientSecret: clientSecret.trim(),
      },
    ];
  });
}

const DISCOVERY_TIMEOUT_SECONDS = 10;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Plain http is accepted only for an issuer on this machine (tests, local development): nothing
 * on the network can read or alter that traffic. Every other issuer must use https.
 */
export function isLoopbackIssuer(issuer: URL): boolean {
  return LOOPBACK_HOSTS.has(issuer.hostname) || /^127\.\d+\.\d+\.\d+$/.test(issuer.hostname);
}

export type ProviderRegistry = {
  list: () => SocialProvider[];
  find: (code: string) => SocialProvider | undefined;
  /** The provider's discovered OpenID configuration; fetched on first use and kept. */
  configuration: (provider: SocialProvider) => Promise<oidc.Configuration>;
};

export function createProviderRegistry(providers: SocialProvider[]): ProviderRegistry {
  const byCode = new Map<string, SocialProvider>(providers.map((provider) => [provider.code, provider]));
  const discovered = new Map<string, Promise<oidc.Configuration>>();

  async function discover(provider: SocialProvider): Promise<oidc.Configuration> {
    const insecure = provider.issuer.protocol === 'http:' && isLoopbackIssuer(provider.issuer);
    // A provider that does not answer should fail the log-in soon, not hold the browser for
    // openid-client's default 30 seconds; the same limit then applies to the code exchange.
    const options = {
      timeout: DISCOVERY_TIMEOUT_SECONDS,
      ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
    };
    const configuration = await oidc.discovery(
      provider.issuer,
      provider.clientId,
      undefined,
      oidc.ClientSecretBasic(provider.clientSecret),
      options,
    );
    // client_secret_basic is what every OpenID provider must accept; a provider that says it
    // takes secrets only in the form body gets them there.
    const methods = configuration.serverMetadata().token_endpoint_auth_methods_supported;
    if (methods && !methods.includes('client_secret_basic') && methods.includes('client_secret_post')) {
      const postConfiguration = new oidc.Configuration(
        configuration.serverMetadata(),
        provider.clientId,
        undefined,
        oidc.ClientSecretPost(provider.clientSecret),
      );
      postConfiguration.timeout = DISCOVERY_TIMEOUT_SECONDS;
      if (insecure) oidc.allowInsecureRequests(postConfiguration);
      return postConfiguration;
    }
    return configuration;
  }

  return {
    list: () => providers,
    find: (code) => byCode.get(code),
    configuration(provider) {
      let pending = discovered.get(provider.code);
      if (!pending) {
        pending = discover(provider);
        discovered.set(provider.code, pending);
        // A provider that was down must be asked again next time, not remembered as broken.
        pending.catch(() => discovered.delete(provider.code));
      }
      return pending;
    },
  };
}
