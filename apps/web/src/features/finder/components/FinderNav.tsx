import { useTranslation } from 'react-i18next';
import { SubNav } from '../../../ui/SubNav';

/** The finder's three views: search people, people for my project, projects for me. */
export function FinderNav() {
  const { t } = useTranslation('finder');
  return (
    <SubNav
      label={t('nav.label')}
      items={[
        { to: '/people', label: t('nav.search'), end: true },
        { to: '/people/matches', label: t('nav.projectMatches') },
        { to: '/people/for-me', label: t('nav.myMatches') },
      ]}
    />
  );
}
