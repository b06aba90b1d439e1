import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';

/** "Load more" under a cursor-paged list; says when the end is reached so nobody keeps waiting. */
export function LoadMore({
  hasMore,
  isLoading,
  onLoad,
  shown,
}: {
  hasMore: boolean;
  isLoading: boolean;
  onLoad: () => void;
  /** How many are shown, for the "That is all" line; 0 hides it. */
  shown: number;
}) {
  const { t } = useTranslation('projects');
  if (!hasMore) {
    return shown > 0 ? (
      <p className="py-2 text-center text-sm text-stone-500">{t('common.endOfList')}</p>
    ) : null;
  }
  return (
    <div className="flex justify-center pt-2">
      <Button variant="secondary" onPress={onLoad} isDisabled={isLoading}>
        {isLoading ? t('common.loadingMore') : t('common.loadMore')}
      </Button>
    </div>
  );
}
