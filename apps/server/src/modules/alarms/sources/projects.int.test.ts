/* sources/projects.ts on a database: each project kind from its own event, to the right people only. */

import type { AlarmTypeCode } from '@sidecamp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsOfType } from '../../../test/alarms';
import { registerUser, type TestUser } from '../../../test/factories';
import { caller } from '../../../test/http';
import { addMember, applyTo, publishedProject } from '../../../test/projects';
import { createTestApp, RELAXED_RATE_LIMITS, type TestApp } from '../../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(RELAXED_RATE_LIMITS);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, user: TestUser, payload?: unknown) =>
  caller(t)(method, url, user, payload);

const kindsOf = (user: TestUser, ...types: AlarmTypeCode[]) => notificationsOfType(t, user, ...types);

describe('project notifications', () => {
  it('applications: the leader hears of one, the applicant of the decision', async () => {
    const project = await publishedProject(t, { project: { name: 'Ward Rota' } });
    const applicant = await registerUser(t.app);
    const id = await applyTo(t, project, applicant);
    const [received] = await kindsOf(project.leader, 'application_received');
    expect(received).toMatchObject({
      text: `${applicant.nickname} applied to Ward Rota`,
      link: `/projects/${project.no}/applications`,
      actor: { no: applicant.no },
    });
    expect((await call('POST', `/api/applications/${id}/reject`, project.leader)).statusCode).toBe(200);
    expect((await kindsOf(applicant, 'application_rejected'))[0]?.text).toBe(
      `${project.leader.nickname} declined your application to Ward Rota`,
    );
    const second = await registerUser(t.app);
    const approvedId = await applyTo(t, project, second, 1);
    expect((await call('POST', `/api/applications/${approvedId}/approve`, project.leader)).statusCode).toBe(
      200,
    );
    expect((await kindsOf(second, 'application_approved'))[0]?.link).toBe(`/projects/${project.no}`);
    // The leader watches the project: the new member joining reaches them, not the joiner.
    expect((await kindsOf(project.leader, 'member_joined'))[0]?.text).toBe(
      `${second.nickname} joined Ward Rota`,
    );
    expect(await kindsOf(second, 'member_joined')).toHaveLength(0);
  });

  it('an invitation reaches the invitee; news and a stage change reach members and followers', async () => {
    const project = await publishedProject(t, { project: { name: 'Seed Swap' } });
    const member = await addMember(t, project);
    const follower = await registerUser(t.app);
    expect((await call('POST', `/api/projects/${project.no}/follow`, follower)).statusCode).toBe(200);
    const outsider = await registerUser(t.app);
    const invitee = await registerUser(t.app);
    const invited = await call('POST', `/api/projects/${project.no}/invitations`, project.leader, {
      userNos: [invitee.no],
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect((await kindsOf(invitee, 'invitation_received'))[0]?.text).toBe(
      `${project.leader.nickname} invited you to join Seed Swap`,
    );

    const news = await call('POST', `/api/projects/${project.no}/news`, project.leader, {
      title: 'Beta is out',
      body: 'Try it this week.',
    });
    expect(news.statusCode, news.body).toBe(201);
    const stage = await call('POST', `/api/projects/${project.no}/stage`, project.leader, { stage: '02' });
    expect(stage.statusCode, stage.body).toBe(200);
    for (const person of [member, follower]) {
      const heard = await kindsOf(person, 'project_news', 'project_stage');
      expect(heard.map((item) => item.type)).toEqual(['project_stage', 'project_news']);
      expect(heard[0]?.text).toBe(`${project.leader.nickname} moved Seed Swap to In Progress`);
    }
    expect(await kindsOf(outsider, 'project_news', 'project_stage')).toHaveLength(0);
    expect(await kindsOf(project.leader, 'project_news', 'project_stage')).toHaveLength(0);

    // A follower who sets the project to "normal" hears only what is addressed to them.
    expect(
      (
        await call('PUT', '/api/alarms/watch', follower, {
          objectType: 'project',
          objectId: String(project.no),
          level: 'normal',
        })
      ).statusCode,
    ).toBe(200);
    await call('POST', `/api/projects/${project.no}/news`, project.leader, { title: 'Again', body: 'More.' });
    expect(await kindsOf(follower, 'project_news')).toHaveLength(1);
  });
});
