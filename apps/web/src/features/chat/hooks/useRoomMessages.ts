import type { TChatMessage, TChatRoom } from '@sidecamp/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useUserStore } from '../../../app/store/userStore';
import { chatApi } from '../api/chatApi';
import { mergeReadCounts } from '../unread';
import { useChatSocket } from './useChatSocket';

export type PendingMessage = {
  clientId: string;
  type: 'text' | 'image';
  body: string;
  uploadId?: string;
  previewUrl?: string;
  status: 'sending' | 'failed';
};

const byId = (a: TChatMessage, b: TChatMessage) => Number(a._id) - Number(b._id);
/** How long a live message above a gap waits for the gap to fill by itself before it is fetched. */
const GAP_WAIT_MS = 250;
const newestId = (list: TChatMessage[]) =>
  list.reduce((max, message) => Math.max(max, Number(message._id)), 0);

function newClientId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * One room's messages: the latest page, older pages on demand, live ones from the socket, and after
 * every (re)connect everything after the last one seen, in order. Sending keeps the message in an
 * outbox until the server says it is stored; a retry reuses its client id, so it is never doubled.
 */
export function useRoomMessages(room: TChatRoom | undefined) {
  const roomId = room?._id;
  const roomType = room?.type;
  const { socket, connected } = useChatSocket();
  const [messages, setMessages] = useState<Map<string, TChatMessage>>(new Map());
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [state, setState] = useState<{
    loading: boolean;
    error: unknown;
    hasOlder: boolean;
    loadingOlder: boolean;
  }>({
    loading: true,
    error: null,
    hasOlder: false,
    loadingOlder: false,
  });
  const lastIdRef = useRef(0);
  const lastReadSentRef = useRef(0);
  // Catch-up bookkeeping: `completeToRef` is the id up to which nothing is missing, the `after` of
  // the next catch-up. A page of the room (the latest one, or a catch-up answer) moves it to its
  // newest message. A live message moves it only when the message before it (`previousId`, from
  // the server) is at or below it: announcements can arrive out of order (another server process,
  // a dropped connection), so one above a gap is held (`heldRef`: id -> previous id) until the gap
  // fills, and fetched after GAP_WAIT_MS if it does not. Neither a live message above a gap, nor
  // our own acknowledged one, nor one sent over HTTP may become the starting point, or whatever
  // others wrote below it would never be fetched.
  const completeToRef = useRef(0);
  const heldRef = useRef(new Map<number, number>());
  const catchingUpRef = useRef(false);
  const gapTimerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The socket effect's catch-up, for a gap that did not fill by itself.
  const fetchGapRef = useRef<(() => void) | null>(null);
  const completeTo = useCallback((id: number) => {
    completeToRef.current = Math.max(completeToRef.current, id);
    for (const held of heldRef.current.keys())
      if (held <= completeToRef.current) heldRef.current.delete(held);
  }, []);
  /** Moves `completeToRef` along the held live messages that follow it; fetches a gap that stays. */
  const chain = useCallback(() => {
    const held = heldRef.current;
    for (const id of [...held.keys()].sort((a, b) => a - b)) {
      if ((held.get(id) ?? Number.POSITIVE_INFINITY) > completeToRef.current) break;
      completeTo(id);
    }
    if (held.size === 0 || catchingUpRef.current || gapTimerRef.current) return;
    gapTimerRef.current = setTimeout(() => {
      gapTimerRef.current = undefined;
      if (heldRef.current.size > 0 && !catchingUpRef.current) fetchGapRef.current?.();
    }, GAP_WAIT_MS);
  }, [completeTo]);

  const take = useCallback(
    (list: TChatMessage[]) => {
      if (list.length === 0) return;
      setMessages((current) => {
        const next = new Map(current);
        for (const message of list) {
          if (message.roomId !== roomId) continue;
          next.set(message._id, message);
          lastIdRef.current = Math.max(lastIdRef.current, Number(message._id));
        }
        return next;
      });
      const mine = new Set(list.map((message) => message.clientId).filter(Boolean));
      setPending((current) => current.filter((item) => !mine.has(item.clientId)));
    },
    [roomId],
  );

  // The latest page, whenever the room changes.
  useEffect(() => {
    if (!roomId) return;
    let cancelled = false;
    setMessages(new Map());
    setPending([]);
    lastIdRef.current = 0;
    lastReadSentRef.current = 0;
    completeToRef.current = 0;
    heldRef.current = new Map();
    catchingUpRef.current = false;
    setState({ loading: true, error: null, hasOlder: false, loadingOlder: false });
    chatApi.messages(roomId, { limit: 50 }).then(
      (page) => {
        if (cancelled) return;
        take(page.messages);
        // The latest page holds everything up to its newest message (older pages load on demand).
        completeTo(newestId(page.messages));
        chain();
        setState({ loading: false, error: null, hasOlder: page.hasMore, loadingOlder: false });
      },
      (error: unknown) => {
        if (!cancelled) setState({ loading: false, error, hasOlder: false, loadingOlder: false });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [roomId, take, completeTo, chain]);

  // Live messages, and the catch-up after every (re)connect or resync.
  useEffect(() => {
    if (!socket || !roomId || !roomType) return;
    const stopGapTimer = () => {
      clearTimeout(gapTimerRef.current);
      gapTimerRef.current = undefined;
    };
    const catchUp = () => {
      stopGapTimer();
      if (!socket.connected) return;
      catchingUpRef.current = true;
      socket.emit('findChatInfoOnly', {
        type: roomType,
        roomId,
        context: { after: String(completeToRef.current) },
      });
    };
    fetchGapRef.current = catchUp;
    const onAdd = ({ messageResult, previousId }: { messageResult: TChatMessage; previousId?: string }) => {
      if (messageResult.roomId !== roomId) return;
      take([messageResult]);
      const id = Number(messageResult._id);
      if (id <= completeToRef.current) return;
      // Without a previousId nothing says what lies below it: a gap until a page covers it.
      heldRef.current.set(id, previousId === undefined ? Number.POSITIVE_INFINITY : Number(previousId));
      chain();
    };
    const onLoad = (payload: { messages: TChatMessage[]; roomId: string; hasMore?: boolean }) => {
      if (payload.roomId !== roomId) return;
      take(payload.messages);
      // The answer holds every message after the asked id, as stored when it was read.
      completeTo(newestId(payload.messages));
      if (payload.hasMore) {
        catchUp();
        return;
      }
      catchingUpRef.current = false;
      chain();
    };
    const onDisconnect = () => {
      catchingUpRef.current = false;
      stopGapTimer();
    };
    socket.on('addMessage', onAdd);
    socket.on('loadMessageResult', onLoad);
    socket.on('connect', catchUp);
    socket.on('disconnect', onDisconnect);
    socket.on('resync', catchUp);
    if (socket.connected) catchUp();
    return () => {
      stopGapTimer();
      if (fetchGapRef.current === catchUp) fetchGapRef.current = null;
      socket.off('addMessage', onAdd);
      socket.off('loadMessageResult', onLoad);
      socket.off('connect', catchUp);
      socket.off('disconnect', onDisconnect);
      socket.off('resync', catchUp);
    };
  }, [socket, roomId, roomType, take, completeTo, chain]);

  const ordered = useMemo(() => [...messages.values()].sort(byId), [messages]);

  // Reading: whatever is on screen while the page is visible is read (again whenever more arrives).
  // biome-ignore lint/correctness/useExhaustiveDependencies: ordered.length is the trigger; the ids come from a ref.
  useEffect(() => {
    if (!roomId) return;
    const markRead = () => {
      const last = lastIdRef.current;
      if (last === 0 || last <= lastReadSentRef.current || document.visibilityState !== 'visible') return;
      lastReadSentRef.current = last;
      const store = useUserStore.getState();
      store.setChatReadCounts(mergeReadCounts(store.chatReadCounts, [{ _id: roomId, count: 0 }]));
      if (socket?.connected) socket.emit('readMessages', { roomId, messageId: String(last) });
      else void chatApi.read(roomId, String(last)).catch(() => undefined);
    };
    markRead();
    document.addEventListener('visibilitychange', markRead);
    return () => document.removeEventListener('visibilitychange', markRead);
  }, [roomId, socket, ordered.length]);

  const loadOlder = useCallback(async () => {
    const oldest = ordered[0];
    if (!roomId || !oldest) return;
    setState((current) => ({ ...current, loadingOlder: true }));
    try {
      const page = await chatApi.messages(roomId, { before: oldest._id, limit: 50 });
      take(page.messages);
      setState((current) => ({ ...current, hasOlder: page.hasMore, loadingOlder: false }));
    } catch (error) {
      setState((current) => ({ ...current, loadingOlder: false, error }));
    }
  }, [ordered, roomId, take]);

  const deliver = useCallback(
    async (item: PendingMessage) => {
      if (!roomId) return;
      setPending((current) =>
        current.map((entry) => (entry.clientId === item.clientId ? { ...entry, status: 'sending' } : entry)),
      );
      const input = {
        clientId: item.clientId,
        type: item.type,
        body: item.body,
        ...(item.uploadId ? { uploadId: item.uploadId } : {}),
      };
      try {
        let stored: TChatMessage;
        if (socket?.connected) {
          const ack = await socket.timeout(8_000).emitWithAck('sendMessage', { roomId, ...input });
          if (!ack.ok) throw new Error(ack.message);
          // Our own message counts as complete when its announcement follows on (see onAdd).
          stored = ack.data;
        } else {
          stored = await chatApi.send(roomId, input);
        }
        take([stored]);
      } catch {
        setPending((current) =>
          current.map((entry) => (entry.clientId === item.clientId ? { ...entry, status: 'failed' } : entry)),
        );
      }
    },
    [roomId, socket, take],
  );

  const send = useCallback(
    (message: Omit<PendingMessage, 'clientId' | 'status'>) => {
      const item: PendingMessage = { ...message, clientId: newClientId(), status: 'sending' };
      setPending((current) => [...current, item]);
      void deliver(item);
    },
    [deliver],
  );

  // Back online: whatever failed goes again, with its own client id.
  const pendingRef = useRef(pending);
  pendingRef.current = pending;
  useEffect(() => {
    if (!connected) return;
    for (const item of pendingRef.current) if (item.status === 'failed') void deliver(item);
  }, [connected, deliver]);

  return {
    messages: ordered,
    pending,
    ...state,
    loadOlder,
    send,
    retry: deliver,
  };
}
