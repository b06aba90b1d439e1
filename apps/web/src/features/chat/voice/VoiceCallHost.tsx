import type { VoiceSignal } from '@sidecamp/domain';
import { Phone, PhoneOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getRealtimeSocket } from '../../../app/realtime/realtimeSocket';
import { useUserStore } from '../../../app/store/userStore';
import { Avatar } from '../../../ui/Avatar';
import { Button } from '../../../ui/Button';
import { chatApi } from '../api/chatApi';
import { notifyDesktop } from './voiceCall';

type Phase = 'ringing' | 'connecting' | 'connected';

/**
 * The call dialog, on every page: an incoming call rings here with a desktop notification; once
 * accepted, audio flows peer to peer over WebRTC and the socket only carries offer, answer and ICE.
 */
export function VoiceCallHost() {
  const { t } = useTranslation('chat');
  const voice = useUserStore((state) => state.voiceChat);
  const me = useUserStore((state) => state.profile);
  const [phase, setPhase] = useState<Phase>('ringing');
  const peer = useRef<RTCPeerConnection | null>(null);
  const localStream = useRef<MediaStream | null>(null);
  const audio = useRef<HTMLAudioElement>(null);
  const queuedIce = useRef<RTCIceCandidateInit[]>([]);
  const roomId = voice?.roomInfo.roomId ?? null;
  const amCaller = voice !== null && voice.callerInfo.no === me?.no;
  const other = voice ? (amCaller ? voice.receiverInfo : voice.callerInfo) : null;

  // Incoming call: the desktop notification, once per call.
  useEffect(() => {
    if (!voice) return;
    setPhase('ringing');
    if (voice.callerInfo.no !== me?.no)
      notifyDesktop(t('voice.incomingNotification', { name: voice.callerInfo.nickname }));
  }, [voice, me?.no, t]);

  // Nobody answers: the caller gives up after 45 seconds, which cancels the call on both sides.
  useEffect(() => {
    if (!roomId || !amCaller || phase !== 'ringing') return;
    const timer = setTimeout(() => getRealtimeSocket()?.emit('voiceCancel', { roomId }), 45_000);
    return () => clearTimeout(timer);
  }, [roomId, amCaller, phase]);

  useEffect(() => {
    if (!roomId) return;
    const socket = getRealtimeSocket();
    if (!socket) return;
    const signal = (payload: VoiceSignal) => socket.emit('voiceSignal', { roomId, signal: payload });

    const hangUpLocally = () => {
      peer.current?.close();
      peer.current = null;
      for (const track of localStream.current?.getTracks() ?? []) track.stop();
      localStream.current = null;
      queuedIce.current = [];
    };

    const connection = async () => {
      if (peer.current) return peer.current;
      const { iceServers } = await chatApi.voiceConfig().catch(() => ({ iceServers: [] }));
      const pc = new RTCPeerConnection({ iceServers });
      peer.current = pc;
      pc.onicecandidate = (event) => {
        if (event.candidate)
          signal({
            kind: 'ice',
            candidate: event.candidate.candidate,
            sdpMid: event.candidate.sdpMid,
            sdpMLineIndex: event.candidate.sdpMLineIndex,
          });
      };
      pc.ontrack = (event) => {
        if (audio.current) {
          audio.current.srcObject = event.streams[0] ?? new MediaStream([event.track]);
          void audio.current.play().catch(() => undefined);
        }
      };
      pc.onconnectionstatechange = () => {
        if (pc.connectionState === 'connected') setPhase('connected');
      };
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      localStream.current = stream;
      for (const track of stream.getTracks()) pc.addTrack(track, stream);
      return pc;
    };

    const flushIce = async (pc: RTCPeerConnection) => {
      for (const candidate of queuedIce.current.splice(0))
        await pc.addIceCandidate(candidate).catch(() => undefined);
    };

    const onAccepted = async (payload: { roomInfo: { roomId: string } }) => {
      if (payload.roomInfo.roomId !== roomId) return;
      setPhase('connecting');
      // The caller makes the offer once the other side has said yes.
      if (!amCaller) return;
      const pc = await connection();
      const offer = await pc.createOffer();
      await pc.setLocalDescription(offer);
      signal({ kind: 'offer', sdp: offer.sdp ?? '' });
    };
    const onSignal = async (payload: { roomId: string; signal: VoiceSignal }) => {
      if (payload.roomId !== roomId) return;
      const incoming = payload.signal;
      if (incoming.kind === 'offer') {
        const pc = await connection();
        await pc.setRemoteDescription({ type: 'offer', sdp: incoming.sdp });
        await flushIce(pc);
        const answer = await pc.createAnswer();
        await pc.setLocalDescription(answer);
        signal({ kind: 'answer', sdp: answer.sdp ?? '' });
      } else if (incoming.kind === 'answer') {
        const pc = peer.current;
        if (!pc) return;
        await pc.setRemoteDescription({ type: 'answer', sdp: incoming.sdp });
        await flushIce(pc);
      } else {
        const candidate = {
          candidate: incoming.candidate,
          sdpMid: incoming.sdpMid,
          sdpMLineIndex: incoming.sdpMLineIndex,
        };
        const pc = peer.current;
        if (pc?.remoteDescription) await pc.addIceCandidate(candidate).catch(() => undefined);
        else queuedIce.current.push(candidate);
      }
    };
    const onCancelled = (payload: { roomInfo: { roomId: string } }) => {
      if (payload.roomInfo.roomId !== roomId) return;
      notifyDesktop(t('voice.cancelledNotification'));
      hangUpLocally();
    };
    socket.on('voiceAccepted', onAccepted);
    socket.on('voiceSignal', onSignal);
    socket.on('voiceCancelled', onCancelled);
    return () => {
      socket.off('voiceAccepted', onAccepted);
      socket.off('voiceSignal', onSignal);
      socket.off('voiceCancelled', onCancelled);
      hangUpLocally();
    };
  }, [roomId, amCaller, t]);

  if (!voice || !other || !roomId) return null;
  const socket = getRealtimeSocket();
  const status =
    phase === 'connected'
      ? t('voice.connected')
      : phase === 'connecting'
        ? t('voice.connecting')
        : amCaller
          ? t('voice.calling')
          : t('voice.incoming');

  return (
    <section
      role="dialog"
      aria-label={t('voice.dialog', { name: other.nickname })}
      data-phase={phase}
      className="same-in-dark fixed inset-x-3 bottom-20 z-50 mx-auto max-w-sm rounded-2xl bg-stone-900 p-4 text-white shadow-lift lg:right-6 lg:bottom-6 lg:left-auto"
    >
      <div className="flex items-center gap-3">
        <Avatar src={other.img} name={other.nickname} size={56} />
        <div className="min-w-0 flex-1">
          <p className="truncate text-lg font-semibold">{other.nickname}</p>
          <p role="status" className="text-sm text-stone-300">
            {status}
          </p>
        </div>
      </div>
      <div className="mt-4 flex justify-end gap-2">
        {!amCaller && phase === 'ringing' && (
          <Button
            onPress={() => socket?.emit('voiceAccept', { roomId })}
            className="bg-emerald-600 hover:bg-emerald-700"
          >
            <Phone aria-hidden="true" className="size-4" />
            {t('voice.accept')}
          </Button>
        )}
        <Button variant="danger" onPress={() => socket?.emit('voiceCancel', { roomId })}>
          <PhoneOff aria-hidden="true" className="size-4" />
          {phase === 'ringing' && !amCaller ? t('voice.decline') : t('voice.hangUp')}
        </Button>
      </div>
      {/* biome-ignore lint/a11y/useMediaCaption: a live voice call has no captions to offer. */}
      <audio ref={audio} autoPlay data-testid="voice-remote-audio" />
    </section>
  );
}
