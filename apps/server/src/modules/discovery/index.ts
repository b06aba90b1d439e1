// The discovery area's public face. Nothing imports it but app.ts, which registers its routes at
// the site root; it reads the other areas only through their faces.

export { feedPaths } from './discovery.feeds';
export { discoveryModule } from './discovery.module';
export { SITEMAP_PAGE_SIZE } from './discovery.sitemap';
