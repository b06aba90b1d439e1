/**
 * The to-do panel's data for a busy member: two projects they lead (drafts are enough, the team
 * works in them before publishing), each with 100 open tasks assigned to them and due over the
 * coming weeks. Built through the public API, so the scenario measures the path a browser takes:
 * the assignee index, the membership check and the people joins.
 */
const TASKS_PER_PROJECT = 100;

export async function busyMember({ baseUrl }: { baseUrl: string }): Promise<Record<string, string>> {
  const stamp = Date.now();
  const registered = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `busy${stamp}@example.com`,
      password: 'bench password 123',
      nickname: `busy${stamp % 1_000_000}`,
      mainJobDetail: '0403',
      occupationStatus: '01',
      visitPurpose: '01',
    }),
  });
  if (registered.status !== 201) throw new Error(`bench registration failed: ${registered.status}`);
  const cookie = registered.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  const { user } = (await registered.json()) as { user: { no: number } };
  const send = async (path: string, body: unknown) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
    if (response.status >= 300) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as { no?: number };
  };
  for (const name of ['Bench Orchard', 'Bench Compass']) {
    const { no } = await send('/api/projects', { name });
    for (let index = 0; index < TASKS_PER_PROJECT; index += 1) {
      const due = new Date(Date.now() + (index % 30) * 86_400_000).toISOString().slice(0, 10);
      await send(`/api/projects/${no}/tasks`, {
        title: `Task ${index + 1} of ${name}`,
        assigneeNo: user.no,
        dueDate: due,
        stage: (['01', '02', '03'] as const)[index % 3],
      });
    }
  }
  return { cookie };
}
