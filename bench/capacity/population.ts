import { BrowserClient } from './http';

/**
 * The community the simulated users live in, built through the public API before they arrive:
 * accounts, and for every TEAM_SIZE of them a published project they are all members of (the
 * first leads it), its board of tasks assigned round-robin, its team chat with some history, and
 * two lounge posts. It grows with the ramp: a step builds only the people it adds.
 */
export const TEAM_SIZE = 10;
/** Two tasks per member: each person has their own cards to move on the board. */
export const TASKS_PER_TEAM = 20;
export const POSTS_PER_TEAM = 2;
const HISTORY_MESSAGES = 3;
export const PASSWORD = 'capacity bench password';
/** Building waits longer than a person would: it runs while the previous step's users are busy. */
const BUILD_TIMEOUT_MS = 120_000;

export type Team = { projectNo: number; roomId: string };
export type Person = { index: number; no: number; email: string; nickname: string; team: Team };

type Registered = { index: number; no: number; email: string; nickname: string; client: BrowserClient };

/** Runs `work` over `items` with at most `limit` in flight. */
export async function inParallel<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  });
  await Promise.all(lanes);
}

const PROJECT_THEMES = [
  'Habit garden',
  'Trail mapper',
  'Recipe swap',
  'Study buddy',
  'Shop keeper',
  'Pet finder',
];

export class Population {
  readonly people: Person[] = [];
  /** Tag of this run, in e-mails and nicknames, so runs on a kept database never collide. */
  private readonly tag = Date.now().toString(36).slice(-6);

  constructor(private readonly baseUrl: string) {}

  /** Grows the population to at least `count` people (whole teams). */
  async ensure(count: number): Promise<void> {
    const target = Math.ceil(count / TEAM_SIZE) * TEAM_SIZE;
    if (this.people.length >= target) return;
    const indexes = Array.from({ length: target - this.people.length }, (_, k) => this.people.length + k);
    const registered: Registered[] = [];
    await inParallel(indexes, 16, async (index) => {
      registered.push(await this.register(index));
    });
    registered.sort((a, b) => a.index - b.index);
    const teams: Registered[][] = [];
    for (let start = 0; start < registered.length; start += TEAM_SIZE)
      teams.push(registered.slice(start, start + TEAM_SIZE));
    await inParallel(teams, 8, async (members) => {
      const team = await this.buildTeam(members);
      for (const member of members) {
        this.people.push({
          index: member.index,
          no: member.no,
          email: member.email,
          nickname: member.nickname,
          team,
        });
        member.client.close();
      }
    });
    this.people.sort((a, b) => a.index - b.index);
  }

  private async register(index: number): Promise<Registered> {
    const client = new BrowserClient(this.baseUrl, null, BUILD_TIMEOUT_MS);
    const email = `cap${this.tag}${index}@bench.example`;
    const nickname = `cap${this.tag}${index}`;
    const { user } = await client.must<{ user: { no: number } }>('POST', '/api/auth/register', {
      email,
      password: PASSWORD,
      nickname,
      mainJobDetail: (['0403', '0406', '0201', '0101'] as const)[index % 4],
      occupationStatus: '01',
      visitPurpose: '01',
    });
    return { index, no: user.no, email, nickname, client };
  }

  private async buildTeam(members: Registered[]): Promise<Team> {
    const [leader, ...others] = members as [Registered, ...Registered[]];
    const theme = PROJECT_THEMES[leader.index % PROJECT_THEMES.length];
    const { no } = await leader.client.must<{ no: number }>('POST', '/api/projects', {
      name: `${theme} ${this.tag} ${leader.index / TEAM_SIZE}`,
      summary: 'A small team building in public, a few evenings a week.',
      description: 'We plan on the board, talk in the team chat and post what we learn in the lounge.',
      platforms: ['01', '03'],
      workStyle: '01',
      meetingMode: '01',
      region: 'KR00',
      techStacks: ['TypeScript', 'React'],
    });
    await leader.client.must('POST', `/api/projects/${no}/publish`);
    if (others.length > 0) {
      await leader.client.must('POST', `/api/projects/${no}/invitations`, {
        userNos: others.map((member) => member.no),
        message: 'Join the team!',
      });
      await Promise.all(
        others.map(async (member) => {
          const { items } = await member.client.must<{
            items: Array<{ id: number; project?: { no: number } }>;
          }>('GET', '/api/invitations/mine');
          const invitation = items.find((item) => item.project?.no === no) ?? items[0];
          if (!invitation) throw new Error(`no invitation for ${member.nickname} to project ${no}`);
          await member.client.must('POST', `/api/invitations/${invitation.id}/accept`);
        }),
      );
    }
    // The rest goes in parallel, as a team filling its board and chat at once would.
    const tasks = Array.from({ length: TASKS_PER_TEAM }, (_, k) => k);
    const rooms = await Promise.all([
      inParallel(tasks, 6, async (k) => {
        const assignee = members[k % members.length] as Registered;
        await leader.client.must('POST', `/api/projects/${no}/tasks`, {
          title: `Task ${k + 1}: ${['sketch', 'build', 'test', 'write up'][k % 4]} part ${Math.floor(k / 4) + 1}`,
          assigneeNo: assignee.no,
          dueDate: new Date(Date.now() + (k % 21) * 86_400_000).toISOString().slice(0, 10),
          stage: (['01', '02', '03'] as const)[k % 3],
        });
      }),
      // Every member opens the team chat once, which puts them in it.
      ...members.map((member) => member.client.must<{ _id: string }>('GET', `/api/chat/team/${no}`)),
      ...Array.from({ length: POSTS_PER_TEAM }, (_, k) => {
        const author = members[k % members.length] as Registered;
        return author.client.must('POST', '/api/lounge/posts', {
          category: (['04', '05'] as const)[k % 2],
          title: `What we learned this week (${author.nickname})`,
          body: 'Shipping small and often kept us going. Here is what worked, and what we would change next time.',
        });
      }),
    ]);
    const roomId = (rooms[1] as { _id: string })._id;
    for (let k = 0; k < HISTORY_MESSAGES; k += 1)
      await leader.client.must('POST', `/api/chat/rooms/${roomId}/messages`, {
        clientId: `seed-${no}-${k}`,
        type: 'text',
        body: `Kick-off note ${k + 1}: what we do this week.`,
      });
    return { projectNo: no, roomId };
  }
}
