import { Bookmark, BookmarkCheck } from 'lucide-react';
import { ToggleButton } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../../app/api/useApiMutation';
import { runAsMember } from '../../../../app/session/memberAction';
import { useUserStore } from '../../../../app/store/userStore';
import { buttonStyles } from '../../../../ui/buttonStyles';
import { boothKeys } from '../../api/boothKeys';
import { boothPromoApi } from '../../api/boothPromoApi';
import { useBoothMarks } from '../../hooks/promo/useBoothMarks';

/**
 * A private bookmark on a booth. Whether I marked it comes from my bookmarks list (the booth's own
 * answer does not say); logged out, the button opens the login dialog.
 */
export function BookmarkButton({ boothId }: { boothId: number }) {
  const { t } = useTranslation('booths');
  const loggedIn = useUserStore((state) => state.loggedIn);
  const marks = useBoothMarks();
  const mark = useApiMutation({
    mutationFn: (on: boolean) => boothPromoApi.mark(boothId, on),
    invalidate: [boothKeys.marks()],
    success: (result) => (result.marked ? t('actions.bookmarked') : t('actions.unbookmarked')),
  });
  const listed = marks.data?.items.some((item) => item.id === boothId) ?? false;
  // While the change is on its way, show what was asked for.
  const marked = mark.isPending ? (mark.variables ?? listed) : listed;
  return (
    <ToggleButton
      isSelected={marked}
      isDisabled={mark.isPending || (loggedIn && marks.isPending)}
      onChange={(on) => runAsMember(() => mark.mutate(on))}
      aria-label={marked ? t('actions.unbookmarkLabel') : t('actions.bookmarkLabel')}
      className={buttonStyles('secondary', 'md')}
    >
      {marked ? (
        <BookmarkCheck aria-hidden="true" className="size-4 text-pine-700" />
      ) : (
        <Bookmark aria-hidden="true" className="size-4" />
      )}
      {marked ? t('actions.bookmarkedShort') : t('actions.bookmark')}
    </ToggleButton>
  );
}
