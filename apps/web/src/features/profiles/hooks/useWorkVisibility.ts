import type { TResumeWork, TResumeWorkSection } from '@sidecamp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../app/api/apiClient';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { resumeWorkKey } from './useResumeWork';
import { useViewerNo } from './useViewerNo';

/** Shows or hides one section of my work record on my public resume; the answer sets what is hidden. */
export function useWorkVisibility(no: number) {
  const { t } = useTranslation('profiles');
  const queryClient = useQueryClient();
  const viewer = useViewerNo();
  const key = resumeWorkKey(no, viewer);
  return useApiMutation({
    mutationFn: ({ section, isPublic }: { section: TResumeWorkSection; isPublic: boolean }) =>
      apiRequest('/profiles/me/work-visibility', {
        method: 'PUT',
        body: { [section]: isPublic },
        schema: 'ZResumeWorkVisibility',
      }),
    success: (_result, { section, isPublic }) =>
      t(isPublic ? 'work.visibility.shown' : 'work.visibility.hidden', {
        section: t(`work.sections.${section}`),
      }),
    onSuccess: (result) =>
      queryClient.setQueryData<TResumeWork>(key, (current) =>
        current ? { ...current, hidden: result.hidden } : current,
      ),
  });
}
