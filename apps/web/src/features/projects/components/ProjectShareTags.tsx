import type { TProjectDetail } from '@sidecamp/domain';
import { shareCardFields, shareCardPath, shareCardVersion } from '@sidecamp/domain/core';
import { useSiteConfig } from '../../../app/config/siteConfig';
import { stageLabel } from '../../../ui/codeLabels';
import { ShareTags } from '../../../ui/ShareTags';

/** A project's share tags and its schema.org CreativeWork (its leader as the creator). */
export function ProjectShareTags({ project }: { project: TProjectDetail }) {
  const origin = (useSiteConfig()?.publicUrl ?? '').replace(/\/$/, '');
  return (
    <ShareTags
      title={project.name}
      description={project.summary || project.description}
      path={`/projects/${project.no}`}
      image={shareCardPath('project', project.no, shareCardVersion(shareCardFields.project(project)))}
      structuredData={{
        '@type': 'CreativeWork',
        name: project.name,
        abstract: project.summary,
        creativeWorkStatus: stageLabel(project.stage),
        creator: {
          '@type': 'Person',
          name: project.leader.nickname,
          url: `${origin}/u/${project.leader.no}`,
        },
        ...(project.techStacks.length > 0 ? { keywords: project.techStacks.join(', ') } : {}),
        ...(project.publishedAt ? { datePublished: project.publishedAt } : {}),
        dateModified: project.updatedAt,
      }}
    />
  );
}
