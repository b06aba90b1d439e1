import type { TBooth } from '@sidecamp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../../test/factories';
import { createTestApp, RELAXED_RATE_LIMITS, type TestApp } from '../../test/testApp';
import { caller, expectError, fieldsOf } from '../projects/projects.testing';

let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: TestUser;
let invitee: TestUser;
let candidate: TestUser;
let booth: TBooth;

beforeAll(async () => {
  t = await createTestApp(RELAXED_RATE_LIMITS);
  call = caller(t);
  owner = await registerUser(t.app);
  invitee = await registerUser(t.app);
  candidate = await registerUser(t.app);
  booth = (
    await call('POST', '/api/booths', owner, {
      name: 'Trailhead',
      intro: 'Hikes by bus.',
      serviceCategory: '16',
      industry: '08',
    })
  ).json();
  await call('POST', `/api/booths/${booth.id}/publish`, owner);
});
afterAll(async () => t.close());

const teamNos = async () =>
  (await call('GET', `/api/booths/${booth.id}`))
    .json()
    .team.map((member: { person: { no: number } }) => member.person.no);

describe('growing a booth team', () => {
  it('lets the owner invite someone who accepts, and nobody else answer for them', async () => {
    expectError(
      await call('POST', `/api/booths/${booth.id}/invitations`, candidate, { userNo: invitee.no }),
      403,
      'FORBIDDEN',
    );
    expect(
      fieldsOf(await call('POST', `/api/booths/${booth.id}/invitations`, owner, { userNo: owner.no })),
    ).toEqual(['userNo']);
    expect(
      fieldsOf(await call('POST', `/api/booths/${booth.id}/invitations`, owner, { userNo: 999_999 })),
    ).toEqual(['userNo']);
    const invitation = await call('POST', `/api/booths/${booth.id}/invitations`, owner, {
      userNo: invitee.no,
      message: 'Join us?',
    });
    expect(invitation.statusCode, invitation.body).toBe(201);
    expectError(
      await call('POST', `/api/booths/${booth.id}/invitations`, owner, { userNo: invitee.no }),
      409,
      'CONFLICT',
    );
    expect((await call('GET', '/api/me/booth-invitations', invitee)).json().items).toEqual([
      expect.objectContaining({ boothName: 'Trailhead', kind: 'invitation', message: 'Join us?' }),
    ]);
    const id = invitation.json().id;
    expectError(await call('POST', `/api/booths/team-requests/${id}/accept`, owner), 403, 'FORBIDDEN');
    expect((await call('POST', `/api/booths/team-requests/${id}/accept`, invitee)).json()).toMatchObject({
      state: 'accepted',
    });
    expectError(await call('POST', `/api/booths/team-requests/${id}/decline`, invitee), 409, 'CONFLICT');
    expect(await teamNos()).toEqual([owner.no, invitee.no]);
  });

  it('takes requests from candidates, which the owner accepts or declines', async () => {
    expectError(
      await call('POST', `/api/booths/${booth.id}/join-requests`, undefined, {}),
      401,
      'UNAUTHENTICATED',
    );
    expectError(await call('POST', `/api/booths/${booth.id}/join-requests`, owner, {}), 409, 'CONFLICT');
    const asked = await call('POST', `/api/booths/${booth.id}/join-requests`, candidate, {
      message: 'I design maps.',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expectError(await call('GET', `/api/booths/${booth.id}/team-requests`, candidate), 403, 'FORBIDDEN');
    expect((await call('GET', `/api/booths/${booth.id}/team-requests`, invitee)).json().items).toEqual([
      expect.objectContaining({ kind: 'request', person: expect.objectContaining({ no: candidate.no }) }),
    ]);
    // A member sees candidates but only the owner decides.
    expectError(
      await call('POST', `/api/booths/team-requests/${asked.json().id}/accept`, invitee),
      403,
      'FORBIDDEN',
    );
    expect(
      (await call('POST', `/api/booths/team-requests/${asked.json().id}/decline`, owner)).json(),
    ).toMatchObject({ state: 'declined' });
    expect(await teamNos()).not.toContain(candidate.no);
    // Declined, they may ask again.
    const again = await call('POST', `/api/booths/${booth.id}/join-requests`, candidate, {});
    expect(again.statusCode).toBe(201);
    await call('POST', `/api/booths/team-requests/${again.json().id}/accept`, owner);
    expect(await teamNos()).toContain(candidate.no);
  });
});
