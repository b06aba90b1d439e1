import type { ChatAck, TChatMessage } from '@sidecamp/domain';

type Handler = (payload: never) => void;

/**
 * Stands in for the chat's socket.io client: records what the page emits, and lets a test play
 * the server's side (`serverSends`) and answer acknowledged calls (`answerWith`).
 */
export class FakeSocket {
  connected = true;
  readonly emitted: { event: string; payload: unknown }[] = [];
  /** The acknowledgement callbacks of emits not answered yet (`acknowledge`), oldest first. */
  private readonly acks: { event: string; ack: (result: unknown) => void }[] = [];
  private readonly handlers = new Map<string, Set<Handler>>();
  private answer: (event: string, payload: unknown) => Promise<ChatAck<TChatMessage>> = () =>
    Promise.reject(new Error('no answer set'));

  on(event: string, handler: Handler): this {
    const set = this.handlers.get(event) ?? new Set<Handler>();
    set.add(handler);
    this.handlers.set(event, set);
    return this;
  }

  off(event: string, handler: Handler): this {
    this.handlers.get(event)?.delete(handler);
    return this;
  }

  emit(event: string, payload?: unknown, ack?: (result: unknown) => void): this {
    this.emitted.push({ event, payload });
    if (ack) this.acks.push({ event, ack });
    return this;
  }

  /** Plays the server answering the oldest acknowledged emit of `event` still waiting. */
  acknowledge(event: string, result: unknown): void {
    const index = this.acks.findIndex((entry) => entry.event === event);
    if (index < 0) throw new Error(`no ${event} waits for an answer`);
    const [entry] = this.acks.splice(index, 1);
    entry?.ack(result);
  }

  timeout(_ms: number) {
    return {
      emitWithAck: (event: string, payload: unknown) => {
        this.emitted.push({ event, payload });
        return this.answer(event, payload);
      },
    };
  }

  answerWith(answer: (event: string, payload: unknown) => Promise<ChatAck<TChatMessage>>): void {
    this.answer = answer;
  }

  /** Plays one server event (or connect/disconnect) to every listener. */
  serverSends(event: string, payload?: unknown): void {
    for (const handler of [...(this.handlers.get(event) ?? [])])
      (handler as (value: unknown) => void)(payload);
  }

  listenerCount(event: string): number {
    return this.handlers.get(event)?.size ?? 0;
  }

  /** The payloads of one event the page emitted, in order. */
  sent(event: string): unknown[] {
    return this.emitted.filter((entry) => entry.event === event).map((entry) => entry.payload);
  }
}
