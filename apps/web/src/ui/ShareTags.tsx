import { plainDescription, SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH, SITE_CARD_PATH } from '@sidecamp/domain/core';
import { useEffect } from 'react';
import { useSiteConfig } from '../app/config/siteConfig';

export type ShareTagsProps = {
  /** The object's own name ("Habit Garden"); the document title adds the site's name. */
  title: string;
  /** Plain or lightly marked-up text; cut to what search engines show. */
  description: string;
  /** The page's own address, without query ("/booths/3"): the canonical URL. */
  path: string;
  /** The card image's address on this site (shareCardPath), the site's card by default. */
  image?: string;
  /** Open Graph type: an article for a post, a profile for a person, a website otherwise. */
  type?: 'website' | 'article' | 'profile';
  /** The page's schema.org description, written as a JSON-LD block beside the site's two. */
  structuredData?: Record<string, unknown> | null;
};

/** JSON inside <script> must not be able to close the element (as the server's blocks). */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/**
 * A public page's head: title, description, canonical URL, Open Graph and Twitter card tags, and its
 * JSON-LD. React hoists the title, meta and link elements into <head> (the server renderer writes
 * them there for visitors); the JSON-LD block stays in the page, where search engines read it too.
 * A data block is never executed, so the Content Security Policy's script rule does not apply to it.
 */
export function ShareTags({
  title,
  description,
  path,
  image = SITE_CARD_PATH,
  type = 'website',
  structuredData,
}: ShareTagsProps) {
  const site = useSiteConfig();
  const siteName = site?.siteName ?? 'Sidecamp';
  const origin = (site?.publicUrl ?? '').replace(/\/$/, '');
  const url = `${origin}${path}`;
  const imageUrl = /^https?:\/\//.test(image) ? image : `${origin}${image}`;
  const text = plainDescription(description);
  // The app shell's generic description (index.html) would stand beside this page's: once a public
  // page is shown it goes, and every page that has a description brings its own.
  useEffect(() => {
    for (const generic of document.head.querySelectorAll('meta[name="description"][data-shell]'))
      generic.remove();
  }, []);
  return (
    <>
      <title>{`${title} · ${siteName}`}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content={String(SHARE_CARD_WIDTH)} />
      <meta property="og:image:height" content={String(SHARE_CARD_HEIGHT)} />
      <meta property="og:image:alt" content={title} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={text} />
      <meta name="twitter:image" content={imageUrl} />
      {structuredData && (
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a data block, escaped by scriptSafeJson
          dangerouslySetInnerHTML={{
            __html: scriptSafeJson({ '@context': 'https://schema.org', url, ...structuredData }),
          }}
        />
      )}
    </>
  );
}
