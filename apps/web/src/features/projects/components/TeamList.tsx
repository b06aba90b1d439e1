import type { TProjectDetail } from '@sidecamp/domain';
import { MEMBER_ROLES } from '@sidecamp/domain/core';
import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../ui/Avatar';
import { Badge } from '../../../ui/Badge';
import { codeLabel, jobLabel } from '../../../ui/codeLabels';

/** The team: the leader first, then members with the position they hold. */
export function TeamList({ project }: { project: TProjectDetail }) {
  const { t } = useTranslation('projects');
  const members = [...project.members].sort((a, b) => (a.role === '01' ? -1 : b.role === '01' ? 1 : 0));
  const positionJob = (positionId: number | null) => {
    const position = project.positions.find((item) => item.id === positionId);
    return position ? jobLabel(position.jobCode) : null;
  };
  return (
    <section
      aria-labelledby="team-title"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-card sm:p-6"
    >
      <h2 id="team-title" className="text-lg font-semibold text-stone-900">
        {t('team.title', { count: members.length })}
      </h2>
      <ul className="mt-4 space-y-3" aria-label={t('team.listLabel')}>
        {members.map((member) => {
          const job = positionJob(member.positionId) ?? jobLabel(member.person.mainJobDetail);
          return (
            <li key={member.person.no} className="flex items-center gap-3">
              <Avatar src={member.person.img} name={member.person.nickname} size={40} />
              <div className="min-w-0 flex-1">
                <Link
                  to={`/u/${member.person.no}`}
                  className="block truncate font-semibold text-stone-900 hover:text-pine-800 hover:underline"
                >
                  {member.person.nickname}
                </Link>
                {job && <p className="truncate text-sm text-stone-500">{job}</p>}
              </div>
              <Badge tone={member.role === '01' ? 'amber' : 'neutral'}>
                {member.role === '01' && <Crown aria-hidden="true" className="size-3" />}
                {codeLabel(MEMBER_ROLES, member.role)}
              </Badge>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
