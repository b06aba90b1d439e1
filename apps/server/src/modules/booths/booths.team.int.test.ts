import type { TBooth } from '@sidecamp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../../test/factories';
import { caller, expectError, fieldsOf } from '../../test/http';
import { createTestApp, RELAXED_RATE_LIMITS, type TestApp } from '../../test/testApp';

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
    // The booth page tells the invitee, and only them, so it can offer to answer there.
    const viewerOf = async (user: typeof invitee) =>
      (await call('GET', `/api/booths/${booth.id}`, user)).json().viewer;
    expect((await viewerOf(invitee)).pendingInvitationId).toBe(id);
    expect((await viewerOf(candidate)).pendingInvitationId).toBeNull();
    expectError(await call('POST', `/api/booths/team-requests/${id}/accept`, owner), 403, 'FORBIDDEN');
    expect((await call('POST', `/api/booths/team-requests/${id}/accept`, invitee)).json()).toMatchObject({
      state: 'accepted',
    });
    expectError(await call('POST', `/api/booths/team-requests/${id}/decline`, invitee), 409, 'CONFLICT');
    expect((await viewerOf(invitee)).pendingInvitationId).toBeNull();
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

describe('withdrawing invitations and requests', () => {
  /** A published booth of its own, so these tests share no team with the ones above. */
  const publishedBooth = async (by: TestUser): Promise<TBooth> => {
    const created = (
      await call('POST', '/api/booths', by, {
        name: 'Switchback',
        intro: 'Trail maps for runners.',
        serviceCategory: '16',
        industry: '08',
      })
    ).json() as TBooth;
    await call('POST', `/api/booths/${created.id}/publish`, by);
    return created;
  };
  const withdraw = (id: number | string, user?: TestUser) =>
    call('DELETE', `/api/booths/team-requests/${id}`, user);
  const pendingOf = async (boothId: number, user?: TestUser) =>
    (await call('GET', `/api/booths/${boothId}`, user)).json().viewer.pendingJoinRequestId;
  const openIds = async (boothId: number, user: TestUser) =>
    (await call('GET', `/api/booths/${boothId}/team-requests`, user))
      .json()
      .items.map((item: { id: number }) => item.id);

  it('lets the owner withdraw an invitation, and nobody else; it can be sent again', async () => {
    const boothOwner = await registerUser(t.app);
    const member = await registerUser(t.app);
    const guest = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const mine = await publishedBooth(boothOwner);
    const joined = (
      await call('POST', `/api/booths/${mine.id}/invitations`, boothOwner, { userNo: member.no })
    ).json().id;
    await call('POST', `/api/booths/team-requests/${joined}/accept`, member);
    const invitation = await call('POST', `/api/booths/${mine.id}/invitations`, boothOwner, {
      userNo: guest.no,
    });
    const id = invitation.json().id;

    expectError(await withdraw(id), 401, 'UNAUTHENTICATED');
    // The invited person declines instead; a member sees invitations but only the owner takes one back.
    expectError(await withdraw(id, guest), 403, 'FORBIDDEN');
    expectError(await withdraw(id, member), 403, 'FORBIDDEN');
    expectError(await withdraw(id, stranger), 403, 'FORBIDDEN');
    expect(await openIds(mine.id, boothOwner)).toEqual([id]);

    const gone = await withdraw(id, boothOwner);
    expect(gone.statusCode, gone.body).toBe(204);
    expect(gone.body).toBe('');
    expect(await openIds(mine.id, boothOwner)).toEqual([]);
    expect((await call('GET', '/api/me/booth-invitations', guest)).json().items).toEqual([]);
    expectError(await withdraw(id, boothOwner), 404, 'NOT_FOUND');
    expectError(await call('POST', `/api/booths/team-requests/${id}/accept`, guest), 404, 'NOT_FOUND');

    const again = await call('POST', `/api/booths/${mine.id}/invitations`, boothOwner, { userNo: guest.no });
    expect(again.statusCode, again.body).toBe(201);
    expect((await call('GET', '/api/me/booth-invitations', guest)).json().items).toEqual([
      expect.objectContaining({ id: again.json().id, boothId: mine.id }),
    ]);
  });

  it("reports the asker's open request on the booth, lets only them withdraw it, and lets them ask again", async () => {
    const boothOwner = await registerUser(t.app);
    const asker = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const mine = await publishedBooth(boothOwner);
    expect(await pendingOf(mine.id, asker)).toBeNull();

    const asked = await call('POST', `/api/booths/${mine.id}/join-requests`, asker, { message: 'I run.' });
    const id = asked.json().id;
    expect(await pendingOf(mine.id, asker)).toBe(id);
    expect(await pendingOf(mine.id, boothOwner)).toBeNull();
    expect(await pendingOf(mine.id, stranger)).toBeNull();
    expect(await pendingOf(mine.id)).toBeNull();

    // The owner declines a candidate rather than withdrawing their request.
    expectError(await withdraw(id, boothOwner), 403, 'FORBIDDEN');
    expectError(await withdraw(id, stranger), 403, 'FORBIDDEN');
    expectError(await withdraw(id), 401, 'UNAUTHENTICATED');

    expect((await withdraw(id, asker)).statusCode).toBe(204);
    expect(await pendingOf(mine.id, asker)).toBeNull();
    expect(await openIds(mine.id, boothOwner)).toEqual([]);

    const again = await call('POST', `/api/booths/${mine.id}/join-requests`, asker, {});
    expect(again.statusCode, again.body).toBe(201);
    expect(await pendingOf(mine.id, asker)).toBe(again.json().id);
    await call('POST', `/api/booths/team-requests/${again.json().id}/accept`, boothOwner);
    const seen = (await call('GET', `/api/booths/${mine.id}`, asker)).json();
    expect(seen.viewer).toMatchObject({ isTeam: true, pendingJoinRequestId: null });
  });

  it('refuses an answered one (409), an unknown id (404) and an id that is not one (400)', async () => {
    const boothOwner = await registerUser(t.app);
    const guest = await registerUser(t.app);
    const asker = await registerUser(t.app);
    const mine = await publishedBooth(boothOwner);
    const invitation = (
      await call('POST', `/api/booths/${mine.id}/invitations`, boothOwner, { userNo: guest.no })
    ).json().id;
    await call('POST', `/api/booths/team-requests/${invitation}/decline`, guest);
    expectError(await withdraw(invitation, boothOwner), 409, 'CONFLICT');
    const request = (await call('POST', `/api/booths/${mine.id}/join-requests`, asker, {})).json().id;
    await call('POST', `/api/booths/team-requests/${request}/accept`, boothOwner);
    expectError(await withdraw(request, asker), 409, 'CONFLICT');

    expectError(await withdraw(2_000_000_000, asker), 404, 'NOT_FOUND');
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999'])
      expect(fieldsOf(await withdraw(bad, asker)), bad).toEqual(['requestId']);
  });
});
