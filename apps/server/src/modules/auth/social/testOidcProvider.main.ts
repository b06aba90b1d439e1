import { startTestOidcProvider } from './testOidcProvider';

/**
 * Runs the test OpenID provider as its own process, for browser tests (e.g. a Playwright
 * `webServer` waiting on `<issuer>/.well-known/openid-configuration`):
 *
 *   TEST_OIDC_PORT=4455 \
 *   TEST_OIDC_REDIRECT_URIS=http://localhost:3000/api/auth/social/6/callback \
 *   npx tsx apps/server/src/modules/auth/social/testOidcProvider.main.ts
 *
 * Then start Sidecamp with OIDC_PORTAL_ISSUER=http://127.0.0.1:4455, OIDC_PORTAL_CLIENT_ID and
 * OIDC_PORTAL_CLIENT_SECRET set to the values below.
 */
const port = Number(process.env.TEST_OIDC_PORT ?? 4455);
const redirectUris = (
  process.env.TEST_OIDC_REDIRECT_URIS ?? 'http://localhost:3000/api/auth/social/6/callback'
)
  .split(',')
  .map((uri) => uri.trim())
  .filter(Boolean);
const clientId = process.env.TEST_OIDC_CLIENT_ID ?? 'sidecamp-e2e';
const clientSecret = process.env.TEST_OIDC_CLIENT_SECRET ?? 'sidecamp-e2e-secret';

const provider = await startTestOidcProvider({
  port,
  host: process.env.TEST_OIDC_HOST ?? '127.0.0.1',
  clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: redirectUris }],
  accounts: [
    { sub: 'e2e-jane', email: 'jane.social@example.com', email_verified: true, name: 'Jane Social' },
    { sub: 'e2e-noemail', name: 'No Email' },
  ],
});
console.log(
  `test OpenID provider at ${provider.issuer} (client ${clientId}, redirect ${redirectUris.join(', ')})`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void provider.close().then(() => process.exit(0));
  });
}
