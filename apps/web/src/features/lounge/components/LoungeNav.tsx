import { useTranslation } from 'react-i18next';
import { SubNav } from '../../../ui/SubNav';

/** The lounge's sections. */
export function LoungeNav() {
  const { t } = useTranslation('lounge');
  return (
    <SubNav
      label={t('nav.label')}
      items={[
        { to: '/lounge', label: t('nav.lounge'), end: true },
        { to: '/lounge/following', label: t('nav.following') },
        { to: '/lounge/magazines', label: t('nav.magazines') },
        { to: '/lounge/notes', label: t('nav.notes') },
        { to: '/groups', label: t('nav.groups') },
      ]}
    />
  );
}
