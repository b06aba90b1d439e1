import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';
import { feedback } from './support.tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

const send = (payload: unknown, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/support/feedback',
    payload: payload as object,
    headers: cookie ? { cookie } : {},
  });

describe('feedback', () => {
  it("stores a member's feedback with their e-mail to answer at", async () => {
    const member = await registerUser(t.app);
    const res = await send({ type: '03', message: 'The resume page prints two blank pages.' }, member.cookie);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ type: '03', replyTo: member.email });
    const rows = await t.database.db.select().from(feedback);
    expect(rows.at(-1)).toMatchObject({
      userNo: member.no,
      message: 'The resume page prints two blank pages.',
    });
  });

  it("takes a visitor's feedback only with an e-mail to answer at", async () => {
    const without = await send({ type: '02', message: 'Please add a dark mode to the lounge.' });
    expect(without.statusCode).toBe(400);
    expect(without.json().error.details).toEqual([
      { field: 'email', message: 'Leave an e-mail address so we can answer you.' },
    ]);
    const withEmail = await send({
      type: '02',
      message: 'Please add a dark mode to the lounge.',
      email: 'Visitor@Example.com',
    });
    expect(withEmail.statusCode).toBe(201);
    expect(withEmail.json().replyTo).toBe('visitor@example.com');
  });

  it('names bad fields and refuses unknown ones', async () => {
    const res = await send({ type: '09', message: 'short', email: 'nope', userNo: 1 });
    expect(res.statusCode).toBe(400);
    const fields = res.json().error.details.map((issue: { field: string }) => issue.field);
    expect(fields).toEqual(expect.arrayContaining(['type', 'message', 'email', 'userNo']));
  });
});
