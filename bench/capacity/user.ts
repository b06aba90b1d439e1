import type {
  ChatReadCount,
  ClientToServerEvents,
  RealtimeAuth,
  ServerToClientEvents,
  TChatMessage,
} from '@sidecamp/domain';
import { REALTIME_CLIENT_OPTIONS } from '@sidecamp/domain';
import { io, type Socket } from 'socket.io-client';
import { BrowserClient, REQUEST_TIMEOUT_MS } from './http';
import { PASSWORD, type Person } from './population';
import type { Recorder } from './recorder';

type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * What a person does between pauses, and how often (weights out of 100). Each action sends the
 * requests its screen sends, in parallel where the web app runs them in parallel.
 */
export const MIX = [
  {
    name: 'hub',
    weight: 20,
    what: 'browse the project hub (list, recommended, boosted; a quarter load the next page)',
  },
  {
    name: 'project',
    weight: 15,
    what: "open a project (their team's or one from the hub; a fifth open its Q&A tab)",
  },
  {
    name: 'lounge',
    weight: 20,
    what: 'read the lounge feed; 60% open a post and its replies, 40% of those like or unlike it',
  },
  {
    name: 'chat',
    weight: 25,
    what: 'open the team chat (rooms with unread counts, latest page, socket catch-up, mark read); half send a message',
  },
  {
    name: 'board',
    weight: 10,
    what: 'open the workspace board (project, tasks, goals, join its socket room); 60% move a task one stage',
  },
  { name: 'todos', weight: 10, what: 'check the to-do panel' },
] as const;
type ActionName = (typeof MIX)[number]['name'];

/** Chance that an action starts with the page's session re-check (the tab was in the background). */
export const RECHECK_CHANCE = 0.15;

/** Messages sent by any simulated user, by clientId, with the time they were sent (one clock). */
export type SentMessages = Map<string, number>;

type Task = { id: number; stage: '01' | '02' | '03'; version: number; assignee: { no: number } | null };
type FeedItem = { target: { type: string; id: number } | null; post?: { likedByMe: boolean } | null };

const pick = <T>(items: readonly T[]): T | undefined => items[Math.floor(Math.random() * items.length)];

export class SimulatedUser {
  private readonly client: BrowserClient;
  private socket: RealtimeSocket | null = null;
  private running = false;
  private wake: (() => void) | null = null;
  private loop: Promise<void> | null = null;
  private messageSeq = 0;
  /** Unread counts per room, kept as the web app keeps them (server's figures plus live messages). */
  readonly unread = new Map<string, number>();
  private hubProjects: number[] = [];

  constructor(
    readonly person: Person,
    private readonly baseUrl: string,
    private readonly recorder: Recorder,
    private readonly sent: SentMessages,
    private readonly thinkMeanMs: number,
  ) {
    this.client = new BrowserClient(baseUrl, recorder);
  }

  /** Logs in, runs the app's start-up session check and opens the realtime socket, as the page does. */
  async arrive(): Promise<void> {
    const login = await this.client.request('POST /api/auth/login', 'POST', '/api/auth/login', {
      email: this.person.email,
      password: PASSWORD,
    });
    if (login.status !== 200) throw new Error(`log-in of ${this.person.nickname} answered ${login.status}`);
    await this.client.request('POST /api/auth/session', 'POST', '/api/auth/session', {});
    await this.connect();
  }

  private connect(): Promise<void> {
    const started = performance.now();
    const socket: RealtimeSocket = io(this.baseUrl, {
      ...REALTIME_CLIENT_OPTIONS,
      transports: [...REALTIME_CLIENT_OPTIONS.transports],
      // A fresh single-use ticket before every (re)connect, as the web app's socket asks for one.
      auth: (send) => {
        void this.client
          .request<{ token: string }>('POST /api/auth/realtime-token', 'POST', '/api/auth/realtime-token', {})
          .then((answer) => {
            const auth: RealtimeAuth = {
              no: this.person.no,
              nickname: this.person.nickname,
              img: null,
              token: answer.status === 200 ? answer.body.token : '',
            };
            send(auth);
          });
      },
    });
    this.socket = socket;
    socket.on('initialNotReadCount', ({ messageCount }) => this.setCounts(messageCount, true));
    socket.on('newNotReadMessagesCount', ({ messageCount }) => this.setCounts(messageCount, false));
    socket.on('addMessage', ({ messageResult }) => this.heard(messageResult));
    socket.on('disconnect', (reason) => {
      if (this.running && reason !== 'io client disconnect')
        this.recorder.event(`socket dropped (${reason})`);
    });
    socket.on('connect_error', (error) => {
      if (this.running) this.recorder.event(`socket refused (${error.message})`);
    });
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`socket of ${this.person.nickname} got no chat list`)),
        30_000,
      );
      // The page is ready when the server has sent the chat list and the unread counts.
      socket.once('initialNotReadCount', () => {
        clearTimeout(timer);
        this.recorder.request('socket connect (to unread counts)', performance.now() - started);
        resolve();
      });
    });
  }

  private setCounts(counts: ChatReadCount[], replace: boolean) {
    if (replace) this.unread.clear();
    for (const entry of counts) if (entry._id) this.unread.set(entry._id, entry.count);
  }

  private heard(message: TChatMessage) {
    if (message.senderNo === this.person.no) return;
    this.unread.set(message.roomId, (this.unread.get(message.roomId) ?? 0) + 1);
    const sentAt = message.clientId ? this.sent.get(message.clientId) : undefined;
    if (sentAt !== undefined) this.recorder.delivery(performance.now() - sentAt);
  }

  /** Starts the loop: a first pause spread over two think times (so arrivals do not act in step), then act, think, act. */
  start(): void {
    this.running = true;
    this.loop = (async () => {
      await this.pause(Math.random() * 2 * this.thinkMeanMs);
      while (this.running) {
        await this.act(this.chooseAction());
        this.recorder.action();
        await this.pause(this.thinkTime());
      }
    })();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
    this.socket?.disconnect();
    this.client.close();
  }

  /** Exponential think time (many short pauses, a few long ones), at least 1 s and at most four means. */
  private thinkTime(): number {
    const drawn = -Math.log(1 - Math.random()) * this.thinkMeanMs;
    return Math.min(4 * this.thinkMeanMs, Math.max(1_000, drawn));
  }

  private pause(ms: number): Promise<void> {
    if (!this.running) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.wake = null;
        resolve();
      }, ms);
      this.wake = () => {
        clearTimeout(timer);
        this.wake = null;
        resolve();
      };
    });
  }

  private chooseAction(): ActionName {
    let roll = Math.random() * MIX.reduce((sum, action) => sum + action.weight, 0);
    for (const action of MIX) {
      roll -= action.weight;
      if (roll < 0) return action.name;
    }
    return 'hub';
  }

  private get(route: string, path: string) {
    return this.client.request<Record<string, unknown>>(`GET ${route}`, 'GET', path);
  }

  async act(action: ActionName): Promise<void> {
    if (Math.random() < RECHECK_CHANCE)
      await this.client.request('POST /api/auth/session', 'POST', '/api/auth/session', {});
    switch (action) {
      case 'hub':
        return this.browseHub();
      case 'project':
        return this.openProject();
      case 'lounge':
        return this.readLounge();
      case 'chat':
        return this.chat();
      case 'board':
        return this.moveTask();
      case 'todos':
        await this.get('/api/me/todos', '/api/me/todos');
    }
  }

  private async browseHub() {
    const [hub] = await Promise.all([
      this.get('/api/projects (hub)', '/api/projects?limit=12'),
      this.get('/api/projects/recommended', '/api/projects/recommended?limit=6'),
      this.get('/api/projects/boosted', '/api/projects/boosted'),
    ]);
    const page = hub.body as { items?: Array<{ no: number }>; nextCursor?: string | null } | null;
    this.hubProjects = page?.items?.map((item) => item.no) ?? this.hubProjects;
    if (page?.nextCursor && Math.random() < 0.25)
      await this.get(
        '/api/projects (hub, next page)',
        `/api/projects?limit=12&cursor=${encodeURIComponent(page.nextCursor)}`,
      );
  }

  private async openProject() {
    const no = (Math.random() < 0.5 ? pick(this.hubProjects) : undefined) ?? this.person.team.projectNo;
    await this.get('/api/projects/:no', `/api/projects/${no}`);
    if (Math.random() < 0.2)
      await this.get('/api/projects/:no/questions', `/api/projects/${no}/questions?limit=10`);
  }

  private async readLounge() {
    const [feed] = await Promise.all([
      this.get('/api/lounge/feed', '/api/lounge/feed?limit=20'),
      this.get('/api/lounge/side', '/api/lounge/side'),
    ]);
    if (Math.random() >= 0.6) return;
    const items = ((feed.body as { items?: FeedItem[] } | null)?.items ?? []).filter(
      (item) => item.target?.type === 'post',
    );
    const item = pick(items);
    if (!item?.target) return;
    const id = item.target.id;
    const [post] = await Promise.all([
      this.get('/api/lounge/posts/:id', `/api/lounge/posts/${id}`),
      this.get('/api/lounge/posts/:id/replies', `/api/lounge/posts/${id}/replies?limit=20`),
    ]);
    if (Math.random() >= 0.4 || post.status !== 200) return;
    const liked = Boolean((post.body as { likedByMe?: boolean } | null)?.likedByMe ?? item.post?.likedByMe);
    const method = liked ? 'DELETE' : 'PUT';
    await this.client.request(`${method} /api/lounge/posts/:id/like`, method, `/api/lounge/posts/${id}/like`);
  }

  /** A socket call answered by an event (not an ack): the time until the matching event arrives. */
  private socketCall<E extends keyof ServerToClientEvents>(
    route: string,
    answer: E,
    matches: (...args: Parameters<ServerToClientEvents[E]>) => boolean,
    send: (socket: RealtimeSocket) => void,
  ): Promise<void> {
    const socket = this.socket;
    if (!socket?.connected) {
      this.recorder.request(route, 0, 'socket not connected');
      return Promise.resolve();
    }
    const started = performance.now();
    return new Promise((resolve) => {
      const listener = ((...args: Parameters<ServerToClientEvents[E]>) => {
        if (!matches(...args)) return;
        clearTimeout(timer);
        socket.off(answer, listener as never);
        this.recorder.request(route, performance.now() - started);
        resolve();
      }) as never;
      const timer = setTimeout(() => {
        socket.off(answer, listener);
        this.recorder.request(route, performance.now() - started, 'timeout');
        resolve();
      }, REQUEST_TIMEOUT_MS);
      socket.on(answer, listener);
      send(socket);
    });
  }

  private async chat() {
    const roomId = this.person.team.roomId;
    const rooms = await this.get('/api/chat/rooms', '/api/chat/rooms');
    const room = ((rooms.body as { items?: Array<{ _id: string; type: string }> } | null)?.items ?? []).find(
      (item) => item._id === roomId,
    );
    const [page] = await Promise.all([
      this.get('/api/chat/rooms/:id/messages', `/api/chat/rooms/${roomId}/messages?limit=50`),
      this.socketCall(
        'socket findChatInfoOnly',
        'loadMessageResult',
        (payload) => payload.roomId === roomId,
        (socket) => socket.emit('findChatInfoOnly', { type: room?.type ?? '03', roomId }),
      ),
    ]);
    const messages = (page.body as { messages?: Array<{ _id: string }> } | null)?.messages ?? [];
    const newest = messages.reduce((top, message) => Math.max(top, Number(message._id)), 0);
    if (newest > 0)
      await this.socketCall(
        'socket readMessages',
        'newNotReadMessagesCount',
        ({ messageCount }) => messageCount.some((entry) => entry._id === roomId),
        (socket) => socket.emit('readMessages', { roomId, messageId: String(newest) }),
      );
    if (Math.random() >= 0.5) return;
    const socket = this.socket;
    if (!socket?.connected) return this.recorder.request('socket sendMessage', 0, 'socket not connected');
    this.messageSeq += 1;
    const clientId = `cap-${this.person.no}-${this.messageSeq}`;
    const started = performance.now();
    this.sent.set(clientId, started);
    try {
      const ack = await socket.timeout(REQUEST_TIMEOUT_MS).emitWithAck('sendMessage', {
        roomId,
        clientId,
        type: 'text',
        body: `Update ${this.messageSeq}: pushed the fix, please have a look.`,
      });
      this.recorder.request('socket sendMessage', performance.now() - started, ack.ok ? undefined : ack.code);
    } catch {
      this.recorder.request('socket sendMessage', performance.now() - started, 'timeout');
    }
  }

  private async moveTask() {
    const no = this.person.team.projectNo;
    const [, tasks] = await Promise.all([
      this.get('/api/projects/:no', `/api/projects/${no}`),
      this.get('/api/projects/:no/tasks', `/api/projects/${no}/tasks`),
      this.get('/api/projects/:no/goals', `/api/projects/${no}/goals`),
    ]);
    const socket = this.socket;
    if (socket?.connected) {
      const started = performance.now();
      try {
        const ack = await socket.timeout(REQUEST_TIMEOUT_MS).emitWithAck('joinProject', { projectNo: no });
        this.recorder.request(
          'socket joinProject',
          performance.now() - started,
          ack.ok ? undefined : ack.code,
        );
      } catch {
        this.recorder.request('socket joinProject', performance.now() - started, 'timeout');
      }
    }
    if (Math.random() < 0.6) {
      const items = (tasks.body as { items?: Task[] } | null)?.items ?? [];
      const mine = items.filter((task) => task.assignee?.no === this.person.no);
      const task = pick(mine.length > 0 ? mine : items);
      if (task) {
        // One stage forward, or back from done: the board's drag between neighbouring columns.
        const stage =
          task.stage === '03' ? '02' : task.stage === '01' ? '02' : Math.random() < 0.5 ? '01' : '03';
        await this.client.request(
          'POST /api/projects/:no/tasks/:id/move',
          'POST',
          `/api/projects/${no}/tasks/${task.id}/move`,
          { version: task.version, stage },
        );
      }
    }
    socket?.emit('leaveProject', { projectNo: no });
  }
}
