import { useQuery } from '@tanstack/react-query';
import { projectApi, projectKeys } from '../../../projects';

/** Published projects I lead: the ones a booth can be launched from. */
export function useLeadProjects(enabled: boolean) {
  return useQuery({
    // Not the My projects list's key: that one is paged (an infinite query), this is its first page.
    queryKey: [...projectKeys.mine('01'), 'booth-sources'],
    queryFn: ({ signal }) => projectApi.mine('01', undefined, signal),
    enabled,
    select: (page) => page.items.filter((project) => project.stage !== '99' && project.publishedAt !== null),
  });
}
