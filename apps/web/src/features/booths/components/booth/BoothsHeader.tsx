import { Rocket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useUserStore } from '../../../../app/store/userStore';
import { ButtonLink } from '../../../../ui/ButtonLink';
import { PageHeader } from '../../../../ui/PageHeader';
import { SubNav } from '../../../../ui/SubNav';

type BoothsHeaderProps = {
  title: string;
  description: string;
  /** The page's own address, for its share tags (every booth list is a public page). */
  path: string;
};

/**
 * Header and sub-navigation shared by the booth overview, ranking, best and new pages; logged-in
 * people get the way to launch their own booth.
 */
export function BoothsHeader({ title, description, path }: BoothsHeaderProps) {
  const { t } = useTranslation('booths');
  const { t: tCommon } = useTranslation('common');
  const loggedIn = useUserStore((state) => state.loggedIn);
  return (
    <div className="space-y-6">
      <PageHeader
        camp="launch"
        eyebrow={tCommon('camps.launch.name')}
        title={title}
        description={description}
        share={{
          path,
          description,
          structuredData: { '@type': 'CollectionPage', name: title, description },
        }}
        actions={
          loggedIn ? (
            <ButtonLink to="/booths/launch" variant="launch">
              <Rocket aria-hidden="true" className="size-4" />
              {t('launchButton')}
            </ButtonLink>
          ) : undefined
        }
      />
      <SubNav
        label={t('subnav.label')}
        items={[
          { to: '/booths', label: t('subnav.overview'), end: true },
          { to: '/booths/ranking', label: t('subnav.ranking') },
          { to: '/booths/best', label: t('subnav.best') },
          { to: '/booths/new', label: t('subnav.new') },
        ]}
      />
    </div>
  );
}
