import type { TWatchLevel } from '@sidecamp/domain';
import { WATCH_LEVELS, type WatchLevelCode } from '@sidecamp/domain/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api/ApiError';
import { errorMessage } from '../../../app/api/errorMessage';
import { useUserStore } from '../../../app/store/userStore';
import { SelectField } from '../../../ui/SelectField';
import { alarmKeys, alarmsApi } from '../api/alarmsApi';

type WatchedObject = 'project' | 'booth' | 'group' | 'chat_room' | 'post' | 'magazine';

/**
 * "Notifications" for one object: the default for the person's relation to it, or watching,
 * tracking, normal or muted. A native select, so phones open their own picker and keyboards work.
 */
export function WatchButton({
  objectType,
  objectId,
  inline = false,
}: {
  objectType: WatchedObject;
  objectId: number | string;
  /** In a row of buttons: the label stays for screen readers only, and no explanation below. */
  inline?: boolean;
}) {
  const { t } = useTranslation('alarms');
  const { t: tCommon } = useTranslation('common');
  const loggedIn = useUserStore((state) => state.loggedIn);
  const id = String(objectId);
  const queryClient = useQueryClient();
  const level = useQuery({
    queryKey: alarmKeys.watch(objectType, id),
    queryFn: ({ signal }) => alarmsApi.watch(objectType, id, signal),
    enabled: loggedIn,
  });
  const change = useMutation({
    mutationFn: (next: WatchLevelCode | '') =>
      next === ''
        ? alarmsApi
            .resetWatch(objectType, id)
            .then((): TWatchLevel => ({ objectType, objectId: id, level: null }))
        : alarmsApi.setWatch({ objectType, objectId: id, level: next }),
    onSuccess: (result) => queryClient.setQueryData(alarmKeys.watch(objectType, id), result),
  });
  if (!loggedIn || !level.data) return null;
  const failure = change.error instanceof ApiError ? errorMessage(change.error, tCommon) : undefined;
  return (
    <SelectField
      compact
      label={t('watch.label')}
      value={change.isPending ? (change.variables ?? '') : (level.data.level ?? '')}
      onChange={(value) => change.mutate(value as WatchLevelCode | '')}
      placeholder={t('watch.default')}
      options={WATCH_LEVELS.codes.map((code) => ({ value: code, label: t(`watch.levels.${code}`) }))}
      hideLabel={inline}
      {...(inline
        ? {}
        : {
            description: level.data.level
              ? t(`watch.explain.${level.data.level}`)
              : t('watch.explain.default'),
          })}
      isDisabled={change.isPending}
      {...(failure ? { error: failure } : {})}
    />
  );
}
