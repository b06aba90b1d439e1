import type { TBooth } from '@sidecamp/domain';
import { EyeOff, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../app/api/ApiError';
import { errorMessage } from '../../../../app/api/errorMessage';
import { useApiMutation } from '../../../../app/api/useApiMutation';
import { Button } from '../../../../ui/Button';
import { boothApi } from '../../api/boothApi';
import { boothKeys } from '../../api/boothKeys';

/** A draft is its team's alone: the banner says so, and the owner can publish it. */
export function BoothDraftBanner({ booth }: { booth: TBooth }) {
  const { t } = useTranslation('booths');
  const { t: tCommon } = useTranslation('common');
  const publish = useApiMutation({
    mutationFn: () => boothApi.publish(booth.id),
    invalidate: [boothKeys.detail(booth.id), boothKeys.lists(), boothKeys.mine()],
    toastErrors: false,
    success: t('draft.published'),
  });
  return (
    <section
      aria-labelledby="draft-title"
      className="rounded-2xl border border-orange-200 bg-orange-50 p-5 text-orange-950 sm:p-6"
    >
      <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
        <div className="flex gap-3">
          <EyeOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-orange-700" />
          <div>
            <h2 id="draft-title" className="font-semibold">
              {t('draft.title')}
            </h2>
            <p className="text-sm text-orange-900">
              {booth.viewer.isOwner ? t('draft.bodyOwner') : t('draft.bodyMember')}
            </p>
            {publish.error instanceof ApiError && (
              <p role="alert" className="mt-2 text-sm font-medium text-red-800">
                {errorMessage(publish.error, tCommon)}
              </p>
            )}
          </div>
        </div>
        {booth.viewer.isOwner && (
          <Button variant="launch" onPress={() => publish.mutate()} isPending={publish.isPending}>
            <Send aria-hidden="true" className="size-4" />
            {t('draft.publish')}
          </Button>
        )}
      </div>
    </section>
  );
}
