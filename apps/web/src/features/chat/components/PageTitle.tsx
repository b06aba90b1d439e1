import { useSiteConfig } from '../../../app/config/siteConfig';

/** The document title, "<page> · <site>", for chat screens that have no PageHeader. */
export function PageTitle({ title }: { title: string }) {
  const siteName = useSiteConfig()?.siteName ?? 'Sidecamp';
  return <title>{`${title} · ${siteName}`}</title>;
}
