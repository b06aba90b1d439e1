import { useTranslation } from 'react-i18next';
import { Button } from './Button';

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
  const { t } = useTranslation('common');
  if (!hasMore) {
    return shown > 0 ? (
      <p className="py-2 text-center text-sm text-stone-500">{t('list.endOfList')}</p>
    ) : null;
  }
  return (
    <div className="flex justify-center pt-2">
      <Button variant="secondary" onPress={onLoad} isDisabled={isLoading}>
        {isLoading ? t('list.loadingMore') : t('list.loadMore')}
      </Button>
    </div>
  );
}
