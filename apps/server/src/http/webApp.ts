import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gunzip, gzip, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { THEME_BOOT_SCRIPT, type TSiteConfig } from '@sidecamp/domain';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { type CachedPage, openPageCache, type PageCache, type PageFamily } from './pageCache';

export function siteConfigOf(config: Config): TSiteConfig {
  return {
    siteName: config.SITE_NAME,
    publicUrl: config.publicUrl,
    analyticsScriptUrl: config.ANALYTICS_SCRIPT_URL ?? null,
    adsScriptUrl: config.ADS_SCRIPT_URL ?? null,
  };
}

/** The two JSON-LD descriptions search engines read (spec point 2): the site and the business. */
export function structuredDataOf(config: Config): object[] {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: config.SITE_NAME,
      url: config.publicUrl,
      description: 'Turn ideas into projects, find teammates, build together and launch.',
      inLanguage: 'en',
      publisher: { '@type': 'Organization', name: config.BUSINESS_NAME, url: config.publicUrl },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: config.BUSINESS_NAME,
      url: config.publicUrl,
      email: config.BUSINESS_EMAIL,
      address: {
        '@type': 'PostalAddress',
        addressLocality: config.BUSINESS_LOCALITY,
        addressCountry: config.BUSINESS_COUNTRY,
      },
    },
  ];
}

/** JSON inside <script> must not be able to close the element. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

export function renderIndexHtml(template: string, config: Config): string {
  const siteConfig = `<script type="application/json" id="site-config">${scriptSafeJson(siteConfigOf(config))}</script>`;
  const structuredData = structuredDataOf(config)
    .map((block) => `<script type="application/ld+json">${scriptSafeJson(block)}</script>`)
    .join('\n    ');
  return template
    .replace('<!--theme-boot-->', `<script>${THEME_BOOT_SCRIPT}</script>`)
    .replace('<!--site-config-->', siteConfig)
    .replace('<!--structured-data-->', structuredData);
}

const wantsHtml = (accept: string | undefined) =>
  !accept || accept.includes('text/html') || accept.includes('*/*');

/**
 * index.html as sent: the same bytes for every address, so compressed once when the server starts;
 * a rendered public page says whether it came from the visitors' cache (`x-page-cache`).
 */
export type SpaPage = { body: Buffer; encoding?: 'br' | 'gzip'; cache?: string };

type IndexVariants = { identity: Buffer; br: Buffer; gzip: Buffer };

function compressIndex(html: string): IndexVariants {
  const identity = Buffer.from(html);
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

/** Brotli when the browser takes it, else gzip, else plain (a q=0 entry refuses a coding). */
function pickVariant(variants: IndexVariants, acceptEncoding: string | undefined): SpaPage {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => part !== '' && !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]),
  );
  if (accepted.has('br')) return { body: variants.br, encoding: 'br' };
  if (accepted.has('gzip')) return { body: variants.gzip, encoding: 'gzip' };
  return { body: variants.identity };
}

/**
 * Serves the built single-page app: hashed assets with a long cache, and index.html (with the
 * site config and JSON-LD written in) for every other GET that is not an API address, so deep
 * links work after a reload (history fallback).
 */
export async function registerWebApp(
  app: FastifyInstance,
  config: Config,
  database: Pick<DatabaseHandle, 'listen'>,
): Promise<void> {
  const distDir = path.resolve(config.WEB_DIST_DIR);
  const indexFile = path.join(distDir, 'index.html');
  const built = existsSync(indexFile);
  const indexHtml = built
    ? compressIndex(renderIndexHtml(readFileSync(indexFile, 'utf8'), config))
    : undefined;

  if (built) {
    // @fastify/static shares its parent's scope, so the routes it adds are marked from a scope of
    // their own: the request log writes them at debug (logging.ts).
    await app.register(async (files) => {
      files.addHook('onRoute', (route) => {
        route.config = { ...route.config, staticFile: true };
      });
      await files.register(fastifyStatic, {
        root: distDir,
        index: false,
        wildcard: false,
        // The build writes a .br and a .gz beside every text asset (apps/web/scripts/compressAssets.mjs).
        preCompressed: true,
        setHeaders: (reply, filePath) => {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
          );
        },
      });
    });
  } else {
    app.log.warn({ distDir }, 'web app not built: run `npm run build` (npm start does it for you)');
  }

  const renderer = built ? await loadServerRenderer(app, config, distDir) : null;
  const pageCache =
    renderer && config.PAGE_CACHE_SECONDS > 0 ? await openVisitorPageCache(app, config, database) : null;

  if (renderer && pageCache) {
    // Once the server listens, the pages that need no id are rendered into the visitors' cache one
    // by one in the background: a link shared before anyone opened them would otherwise meet a
    // process that has rendered nothing yet (about 250 ms for a first render here, cold).
    app.addHook('onListen', async () => {
      void (async () => {
        for (const url of WARM_PAGES) {
          await app
            .serveSpa({ url, accept: 'text/html', acceptEncoding: 'br', hasSession: false })
            .catch((error: unknown) => app.log.warn({ err: error, url }, 'warming a public page failed'));
        }
      })();
    });
  }

  app.decorate('serveSpa', async (request: SpaRequest) => {
    const { url } = request;
    if (url.startsWith('/api/') || url === '/api' || url.startsWith('/socket.io')) return undefined;
    const pathname = url.split('?')[0] ?? '/';
    if (path.extname(pathname) !== '' && pathname !== '/index.html') return undefined;
    if (!wantsHtml(request.accept)) return undefined;
    if (!indexHtml) return null;
    // Only visitors without a session: their page shows what every visitor sees (see entry-server),
    // so it may come from the cache they share; a logged-in request never reads or fills it.
    const address = renderer && !request.hasSession ? renderer.pageAddressOf(url) : null;
    if (renderer && address) {
      const render = async () => {
        const page = await renderer.renderPage(address.url);
        return page ? renderer.fill(page) : null;
      };
      const failed = (error: unknown) => {
        app.log.error({ err: error, url }, 'server rendering failed; sending the app shell');
        return null;
      };
      if (pageCache) {
        const served = await pageCache
          .serve(
            { key: address.url, family: familyOfRoute(address.route), cacheable: !address.search },
            render,
          )
          .catch(failed);
        if (served?.page)
          return { ...(await pickCachedVariant(served.page, request.acceptEncoding)), cache: served.outcome };
      } else {
        const html = await render().catch(failed);
        if (html) return compressPage(html, request.acceptEncoding);
      }
    }
    return pickVariant(indexHtml, request.acceptEncoding);
  });
}

export type SpaRequest = {
  url: string;
  accept: string | undefined;
  acceptEncoding: string | undefined;
  /** The request carries a session cookie (valid or not): such pages are never rendered on the server. */
  hasSession: boolean;
};

type RenderedPage = {
  head: string;
  html: string;
  namespaces: readonly string[];
  queryState: unknown;
  routerState: unknown;
};
type PageAddress = { url: string; route: string; search: boolean };
type ServerEntry = {
  pageAddressOf: (url: string) => PageAddress | null;
  setUpServerRendering: (setup: {
    fetchApi: (url: string, init: RequestInit) => Promise<Response>;
    translations: Record<string, Record<string, unknown>>;
    siteConfig: TSiteConfig;
  }) => Promise<void>;
  renderPage: (url: string) => Promise<RenderedPage | null>;
};

/**
 * The web build's server renderer (apps/web/src/entry-server.tsx, built next to dist/ into
 * dist-server/): public pages go out as HTML with their first data. Without it (a build from before,
 * the tests' stand-in page) every address gets the app shell as before.
 */
async function loadServerRenderer(app: FastifyInstance, config: Config, distDir: string) {
  const entryFile = path.join(path.dirname(distDir), 'dist-server', 'entry-server.js');
  if (!existsSync(entryFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const localesDir = path.join(distDir, 'locales', 'en');
  const translations = Object.fromEntries(
    readdirSync(localesDir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [
        path.basename(file, '.json'),
        JSON.parse(readFileSync(path.join(localesDir, file), 'utf8')),
      ]),
  );
  await entry.setUpServerRendering({
    // The page's reads answered by this server's own routes, in-process, as a visitor without a session.
    fetchApi: async (url, init) => {
      const answer = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url,
        headers: { accept: 'application/json' },
      });
      return new Response(answer.statusCode === 204 ? null : answer.rawPayload, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    },
    translations,
    siteConfig: siteConfigOf(config),
  });
  const template = withInlineStylesheet(
    renderIndexHtml(readFileSync(path.join(distDir, 'index.html'), 'utf8'), config),
    distDir,
  );
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
  return {
    pageAddressOf: entry.pageAddressOf,
    renderPage: entry.renderPage,
    /** index.html with the page inside #root and the state the browser's first render starts from. */
    fill: (page: RenderedPage) =>
      withDeferredModulePreloads(withoutShellTags(template, page.head))
        .replace('</head>', `${page.head}${pagePreloads(page)}</head>`)
        .replace(
          ROOT_ELEMENT,
          `<script type="application/json" id="query-state">${scriptSafeJson(page.queryState)}</script>` +
            `<script type="application/json" id="router-state">${scriptSafeJson(page.routerState)}</script>` +
            `<div id="root">${page.html}</div>`,
        ),
  };
}

const ROOT_ELEMENT = '<div id="root"></div>';

/** The shell's generic <title> and description, dropped where the page brings its own (never two). */
function withoutShellTags(template: string, head: string): string {
  let html = template;
  if (head.includes('<title>')) html = html.replace(/<title>[^<]*<\/title>/, '');
  if (head.includes('name="description"')) html = html.replace(/<meta\s+name="description"[^>]*>/, '');
  return html;
}

/**
 * A rendered page's module preloads, held in an inert <template> that the page's entry script
 * (apps/web/src/main.tsx) puts into the head once the page has painted: fetched with the HTML,
 * they took the phone's bandwidth from the page itself and made its paint wait for them
 * (Lighthouse, 2026-12-01). The app shell keeps them as they are, since it paints nothing before.
 */
function withDeferredModulePreloads(html: string): string {
  const preloads = html.match(/<link rel="modulepreload"[^>]*>\s*/g) ?? [];
  if (preloads.length === 0) return html;
  let deferred = html;
  for (const link of preloads) deferred = deferred.replace(link, '');
  return deferred.replace(
    '</head>',
    () =>
      `<template id="deferred-preloads">${preloads.map((link) => link.trim()).join('')}</template></head>`,
  );
}

/**
 * A rendered page carries the app's stylesheet inside it (about 13 KiB compressed) instead of
 * linking it: the page paints as soon as its HTML has arrived, with no round trip for a
 * render-blocking file, which on a phone's connection was most of the wait for the first paint
 * (Lighthouse, 2026-12-01). The CSP allows it (style-src 'unsafe-inline'); the app shell keeps
 * the link, cached across visits.
 */
function withInlineStylesheet(template: string, distDir: string): string {
  const link = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/.exec(template);
  if (!link?.[1]) return template;
  const css = readFileSync(path.join(distDir, link[1]), 'utf8').replaceAll('</style', '<\\/style');
  return template.replace(link[0], () => `<style>${css}</style>`);
}

/**
 * A rendered page's translations, asked for by its HTML at once instead of after its scripts have
 * run. Its modules are not preloaded: on a phone's connection they took bandwidth from the page's
 * stylesheet and delayed the first paint by most of a second (Lighthouse, 2026-11-26), while the
 * page is readable before they arrive.
 */
function pagePreloads(page: Pick<RenderedPage, 'namespaces'>): string {
  return page.namespaces
    .map((namespace) => `<link rel="preload" href="/locales/en/${namespace}.json" as="fetch" crossorigin>`)
    .join('');
}

/** The public pages rendered into the cache when the server starts (the ones without an id). */
const WARM_PAGES = ['/projects', '/booths', '/booths/ranking', '/lounge', '/people'];

/** Which family of the page cache a server-rendered route belongs to (what its data is read from). */
const ROUTE_FAMILIES: Readonly<Record<string, PageFamily>> = {
  '': 'projects',
  projects: 'projects',
  'projects/:projectNo': 'projects',
  lounge: 'lounge',
  'lounge/posts/:postId': 'lounge',
  people: 'people',
  'u/:userNo': 'people',
  booths: 'booths',
  'booths/ranking': 'booths',
  'booths/:boothId': 'booths',
};

function familyOfRoute(route: string): PageFamily {
  const family = ROUTE_FAMILIES[route];
  if (!family) throw new Error(`A server-rendered route has no page cache family: '${route}'`);
  return family;
}

async function openVisitorPageCache(
  app: FastifyInstance,
  config: Config,
  database: Pick<DatabaseHandle, 'listen'>,
): Promise<PageCache> {
  const cache = await openPageCache({
    database,
    logger: app.log,
    redis: config.REDIS_URL ? { url: config.REDIS_URL, prefix: config.REDIS_PREFIX } : undefined,
    options: { freshMs: config.PAGE_CACHE_SECONDS * 1000 },
  });
  app.addHook('onClose', async () => cache.close());
  return cache;
}

const gunzipAsync = promisify(gunzip);

/** A cached page in the coding the browser takes; the rare client that takes neither gets it unpacked. */
async function pickCachedVariant(page: CachedPage, acceptEncoding: string | undefined): Promise<SpaPage> {
  const chosen = pickVariant({ identity: page.gzip, br: page.br, gzip: page.gzip }, acceptEncoding);
  return chosen.encoding ? chosen : { body: await gunzipAsync(page.gzip) };
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A rendered page is compressed per request, at a level that costs about a millisecond. */
async function compressPage(html: string, acceptEncoding: string | undefined): Promise<SpaPage> {
  const identity = Buffer.from(html);
  const chosen = pickVariant({ identity, br: identity, gzip: identity }, acceptEncoding);
  if (chosen.encoding === 'br') {
    const body = await brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return { body, encoding: 'br' };
  }
  if (chosen.encoding === 'gzip') return { body: await gzipAsync(identity, { level: 6 }), encoding: 'gzip' };
  return { body: identity };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** index.html for a history-fallback address, null when the app is not built, undefined when not an app address. */
    serveSpa: (request: SpaRequest) => Promise<SpaPage | null | undefined>;
  }
}
