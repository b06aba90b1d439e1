import { PROJECT_STAGES } from '@sidecamp/domain';
import { projectAudience, projectOf } from '../alarms.drafts';
import type { AlarmDraft } from '../alarms.notify';
import { leaderQuietDrafts, leaderReturnedDrafts, leadTakenDrafts } from './projects.succession';
import type { NotificationSource } from './source';

/** Project notifications: applications, invitations, the team, the lead, news and stages. */
export const projectsNotifications: NotificationSource = {
  'project.applicationSubmitted': async ({ projectNo, applicantNo }, event, tx) => {
    const project = await projectOf(tx, projectNo);
    if (project.leaderNo === null) return [];
    return [
      {
        userNo: project.leaderNo,
        type: 'application_received',
        actorNo: applicantNo,
        object: { type: 'project', id: projectNo },
        text: `applied to ${project.name}`,
        link: `/projects/${projectNo}/applications`,
        eventId: event.id,
        needs: 'normal',
        defaultLevel: 'watching',
      },
    ];
  },
  'project.applicationDecided': async ({ projectNo, applicantNo, state }, event, tx) => {
    const project = await projectOf(tx, projectNo);
    const approved = state === '02';
    return [
      {
        userNo: applicantNo,
        type: approved ? 'application_approved' : 'application_rejected',
        actorNo: event.actorNo,
        object: { type: 'project', id: projectNo },
        text: approved
          ? `approved your application to ${project.name}`
          : `declined your application to ${project.name}`,
        link: approved ? `/projects/${projectNo}` : '/projects/mine/applications',
        eventId: event.id,
        needs: 'normal',
        defaultLevel: 'normal',
      },
    ];
  },
  'project.invited': async ({ projectNo, inviteeNo, inviterNo }, event, tx) => {
    const project = await projectOf(tx, projectNo);
    return [
      {
        userNo: inviteeNo,
        type: 'invitation_received',
        actorNo: inviterNo,
        object: { type: 'project', id: projectNo },
        text: `invited you to join ${project.name}`,
        link: '/projects/mine/invitations',
        eventId: event.id,
        needs: 'normal',
        defaultLevel: 'normal',
      },
    ];
  },
  'project.memberJoined': async ({ projectNo, userNo }, event, tx) => {
    const { name, people } = await projectAudience(tx, projectNo, false);
    return people.map((person) => ({
      userNo: person.userNo,
      type: 'member_joined',
      actorNo: userNo,
      object: { type: 'project', id: projectNo },
      text: `joined ${name}`,
      link: `/projects/${projectNo}`,
      eventId: event.id,
      needs: 'watching',
      defaultLevel: person.leads ? 'watching' : 'tracking',
    }));
  },
  'project.memberLeft': async ({ projectNo, userNo, reason }, event, tx) => {
    const { name, people } = await projectAudience(tx, projectNo, false);
    const drafts: AlarmDraft[] = people.map((person) => ({
      userNo: person.userNo,
      type: 'member_left',
      actorNo: userNo,
      object: { type: 'project', id: projectNo },
      text: `left ${name}`,
      link: `/projects/${projectNo}`,
      eventId: event.id,
      needs: 'watching',
      defaultLevel: person.leads ? 'watching' : 'tracking',
    }));
    // Someone removed from a team is told, by the leader who removed them.
    if (reason === 'removed')
      drafts.unshift({
        userNo,
        type: 'member_left',
        actorNo: event.actorNo,
        object: { type: 'project', id: projectNo },
        text: `removed you from ${name}`,
        link: `/projects/${projectNo}`,
        eventId: event.id,
        needs: 'normal',
        defaultLevel: 'normal',
      });
    return drafts;
  },
  'project.leaderChanged': async (payload, event, tx) => {
    if (payload.via) return leadTakenDrafts(payload, event, tx);
    const { projectNo, fromNo, toNo } = payload;
    const { name, people } = await projectAudience(tx, projectNo, false);
    return people.map((person) => ({
      userNo: person.userNo,
      type: 'leader_changed',
      actorNo: fromNo,
      object: { type: 'project', id: projectNo },
      text:
        person.userNo === toNo
          ? `made you the leader of ${name}`
          : `handed the lead of ${name} to someone new`,
      link: `/projects/${projectNo}`,
      eventId: event.id,
      needs: person.userNo === toNo ? 'normal' : 'tracking',
      defaultLevel: 'tracking',
    }));
  },
  'project.leaderQuiet': leaderQuietDrafts,
  'project.leaderReturned': leaderReturnedDrafts,
  'project.newsSent': async ({ projectNo, authorNo }, event, tx) => {
    const { name, people } = await projectAudience(tx, projectNo, true);
    return people.map((person) => ({
      userNo: person.userNo,
      type: 'project_news',
      actorNo: authorNo,
      object: { type: 'project', id: projectNo },
      text: `posted news in ${name}`,
      link: `/projects/${projectNo}`,
      eventId: event.id,
      needs: 'tracking',
      defaultLevel: person.leads ? 'watching' : 'tracking',
    }));
  },
  'project.stageChanged': async ({ projectNo, from, to }, event, tx) => {
    // Publishing (from the draft stage) has no audience yet: the team forms after it.
    if (!PROJECT_STAGES.isCode(to) || to === '99' || from === '99') return [];
    const { name, people } = await projectAudience(tx, projectNo, true);
    return people.map((person) => ({
      userNo: person.userNo,
      type: 'project_stage',
      actorNo: event.actorNo,
      object: { type: 'project', id: projectNo },
      text: `moved ${name} to ${PROJECT_STAGES.label(to)}`,
      link: `/projects/${projectNo}`,
      eventId: event.id,
      needs: 'tracking',
      defaultLevel: person.leads ? 'watching' : 'tracking',
    }));
  },
};
