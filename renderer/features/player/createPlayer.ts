/** The player controller (spec 2 §4): what the user asks for (live, archive, pause, speed,
 *  stream, connection), the timers around it (play timeout, reconnects, stream change, idle stop,
 *  live lag) and the canvas; each connection is a PlayerSession. */
import {
  DEFAULT_SPEED,
  MAX_SPEED,
  SPEED_OPTIONS,
  STOP_CODE,
  STREAM_EVENT,
  STREAM_NUMBER,
} from '../../../shared/video/constants';
import { nearestSpeed } from '../../../shared/video/speedOptions';
import {
  ARCHIVE_DEFAULT_START_BACK_MS,
  DEFAULT_IDLE_TIMEOUT_MIN,
  LAG_REINIT_RESUME_MS,
  PLAY_TIMEOUT_MS,
  STREAM_CHANGE_WAIT_MS,
  TIME_UPDATE_MS,
  PLAYER_MESSAGES,
} from '../../../shared/video/playerConstants';
import { autoStreamNumber } from '../../../shared/video/playerRules';
import { createMediaAccess } from './createMediaAccess';
import { LocalSurface } from './LocalSurface';
import { sharedLocalMemory } from './LocalTransportMemory';
import { KeptLocalLinks, pageKeptLocalLinks } from './KeptLocalLinks';
import { LocalWebRtcLink } from './LocalWebRtcLink';
import { pageLocalOffers } from './SpareLocalOffer';
import { BROWSER_TIMERS, type PlayerDeps } from './playerDeps';
import { AudioOutput } from './audio/AudioOutput';
import { INITIAL_PLAYER_STATE, playerReducer, type PlayerAction } from './playerReducer';
import { afterSessionEnd, type SessionEnd } from './afterSessionEnd';
import { FileEndRule } from './FileEndRule';
import type { LagEnd, SessionRequest } from './SessionHost';
import type { ControllerHost, PlayerSurface, SessionHandle } from './playerSurface';
import { PlayerStatsLog } from './PlayerStatsLog';
import type { ConnectionChoice, PlayerController, PlayerMode, PlayerState, StreamChoice } from './playerTypes';
import { isConnectionChoice } from './planTransport';
import { TransportRace } from './TransportRace';

type PlayRequest = Pick<SessionRequest, 'deviceId' | 'mode' | 'time' | 'speed' | 'file'>;

export function createPlayer(deps: PlayerDeps): PlayerController {
  const timers = deps.timers ?? BROWSER_TIMERS;
  const now = deps.now ?? (() => performance.now());
  const epochNow = deps.epochNow ?? (() => Date.now());
  const memory = deps.localMemory ?? sharedLocalMemory;
  const stats = new PlayerStatsLog(now, epochNow);
  const listeners = new Set<(state: PlayerState) => void>();
  // Spec 2 §4: the local (WebRTC) transport, where the browser and the platform both have it.
  const localAvailable =
    Boolean(deps.getSdp) && (Boolean(deps.createPeerConnection) || typeof globalThis.RTCPeerConnection === 'function');
  const media = createMediaAccess(deps, memory, now, localAvailable);
  // Issue 31: the window keeps an offer ready for the next play that may go local (a test's own
  // peer connections make their offers as they go).
  const localOffers = localAvailable && !deps.createPeerConnection ? pageLocalOffers() : null;
  // And keeps the connections of ended local plays for the next camera of their avatar.
  const keptLinks: KeptLocalLinks<LocalWebRtcLink> | null = localAvailable
    ? deps.createPeerConnection
      ? new KeptLocalLinks(timers)
      : pageKeptLocalLinks()
    : null;
  /** Cameras without a REVIEW stream: Stream Auto plays FULL for them. */
  const reviewMissing = new Set<string>();
  let state: PlayerState = { ...INITIAL_PLAYER_STATE, connection: deps.connection ?? 'auto' };
  // Decoding and painting run in a player worker where the browser can (issue 17), else here.
  const painter: PlayerSurface =
    deps.surface?.() ?? new LocalSurface({ createSocket: deps.createSocket, createDecoder: deps.createDecoder });
  // The camera's sound (issue 31): decoded and played on the page, wherever the pictures are.
  const audio = deps.createAudioOutput?.() ?? new AudioOutput();
  let session: SessionHandle | null = null;
  let shownTime: number | null = null;
  let lastTimeUpdate = Number.NEGATIVE_INFINITY;
  let idleStopped: { mode: PlayerMode; time: number | null } | null = null;
  /** Spec 2 §4 End events: how long the file transport goes on past the end of archive. */
  const fileEnd = new FileEndRule();
  /** A play that did not start within the play timeout (spec 2 §9) is tried once more on a new
   *  connection, saying so, before the timeout stops it (issue 31: archive cells on a loaded
   *  machine); a picture, or a play the user asks for, gives the next one its try again. */
  let retriedSlowStart = false;
  /** The clocks' offset a connection that lagged saw, for its re-init (spec 2 §4 Lag, issue 31). */
  let lagClockSkew: { deviceId: string; ms: number } | null = null;
  const timer = { play: undefined as unknown, restart: undefined as unknown, idle: undefined as unknown };

  const clear = (name: keyof typeof timer) => {
    if (timer[name] !== undefined) timers.clearTimeout(timer[name]);
    timer[name] = undefined;
  };
  const resolve = <T>(value: T | (() => T) | undefined, fallback: T): T =>
    value === undefined ? fallback : typeof value === 'function' ? (value as () => T)() : value;
  const disableLocal = () => resolve(deps.disableLocalTransport, false);
  const speeds = () => resolve<readonly number[]>(deps.speedOptions, SPEED_OPTIONS);
  const idleMs = () => resolve(deps.idleTimeoutMs, DEFAULT_IDLE_TIMEOUT_MIN * 60_000);
  const jitterMs = () => resolve(deps.jitterBufferMs, 0);
  const currentTime = () => session?.shownPts ?? shownTime ?? state.time;
  const active = () => state.status === 'PLAY' || state.status === 'INITIALIZING';

  function dispatch(action: PlayerAction): void {
    const next = playerReducer(state, action);
    if (next === state) return;
    if (next.status !== state.status) painter.setPlaying(next.status === 'PLAY');
    state = next;
    syncIdle();
    listeners.forEach((listener) => listener(state));
  }

  function syncIdle(): void {
    // An infinite timeout (a wall display) means never: a timer of Infinity ms would fire at once.
    const running = active() && state.transport !== 'local' && idleMs() > 0 && Number.isFinite(idleMs());
    if (!running) return clear('idle');
    if (timer.idle === undefined) timer.idle = timers.setTimeout(onIdle, idleMs());
  }

  function onIdle(): void {
    timer.idle = undefined;
    if (!active()) return;
    idleStopped = { mode: state.mode, time: currentTime() };
    stats.write('info', 'idle: stopped');
    halt();
    dispatch({
      type: 'stop',
      error: null,
      notice: { kind: 'idleStopped', minutes: Math.max(1, Math.round(idleMs() / 60_000)) },
    });
  }

  /** Ends the connection and the timers of the current play. */
  function halt(): void {
    clear('play');
    clear('restart');
    session?.dispose();
    session = null;
  }

  function streamNumber(deviceId: string) {
    if (state.stream !== 'AUTO') return STREAM_NUMBER[state.stream];
    if (reviewMissing.has(deviceId)) return STREAM_NUMBER.FULL;
    return autoStreamNumber(deps.cellWidth ? deps.cellWidth() : painter.cellWidth());
  }

  function begin(request: PlayRequest, reconnect = false): void {
    halt();
    // A play the user asks for counts no end of archive of an earlier one.
    if (!reconnect) fileEnd.reset();
    if (!reconnect) retriedSlowStart = false;
    idleStopped = null;
    stats.playRequested();
    const access = request.file
      ? 'file'
      : !disableLocal() && state.connection === 'local' && request.mode === 'live'
        ? 'local'
        : 'cloud';
    dispatch({ type: 'open', ...request, access, ...(reconnect && { retry: true }) });
    const stream = streamNumber(request.deviceId);
    const carried = lagClockSkew?.deviceId === request.deviceId ? lagClockSkew.ms : undefined;
    lagClockSkew = null;
    const sessionRequest = {
      ...request,
      stream,
      reconnect: reconnect && media.knows(request.deviceId),
      jitterMs: jitterMs(),
      ...(carried !== undefined && { clockSkewMs: carried }),
    };
    // A live play that may go local races its transports; archive and surely-cloud plays do not.
    const mayGoLocal =
      localAvailable && request.mode === 'live' && !media.surelyCloud(state.connection, disableLocal());
    session = mayGoLocal ? race(sessionRequest) : painter.open(host, sessionRequest);
    session.start();
  }

  function race(request: SessionRequest): SessionHandle {
    const getSdp = deps.getSdp;
    if (!getSdp) return painter.open(host, request);
    return new TransportRace(host, request, {
      openCloud: (cloudHost, cloudRequest) => painter.open(cloudHost, cloudRequest),
      openLocal: (avatarId, events) => {
        const kept = keptLinks?.take(avatarId)?.reuse(events);
        const link =
          kept ??
          new LocalWebRtcLink(
            {
              getSdp,
              epochNow,
              ...(deps.createPeerConnection && { createPeerConnection: deps.createPeerConnection }),
              ...(localOffers && { takeOffer: () => localOffers.take() }),
            },
            events,
          );
        return {
          connect: (cameraId, stream) => link.connect(cameraId, stream),
          close: () => link.close(),
          release: () => (keptLinks ? keptLinks.keep(avatarId, link) : link.close()),
          kept: kept !== undefined,
        };
      },
      paint: (frame, marks) => painter.paintFrame(frame, marks),
      memory,
    });
  }

  /** Plays again from the current time after `delayMs` (a reconnect), over the file transport
   *  when `file` (spec 2 §4 restartFile). */
  function restartAfter(delayMs: number, file = false): void {
    const deviceId = state.deviceId;
    if (!deviceId) return;
    const request: PlayRequest = {
      deviceId,
      mode: state.mode,
      time: state.mode === 'archive' ? currentTime() : null,
      speed: state.mode === 'archive' ? state.speed : DEFAULT_SPEED,
      ...(file && state.mode === 'archive' && { file: true }),
    };
    clear('restart');
    timer.restart = timers.setTimeout(() => {
      timer.restart = undefined;
      begin(request, true);
    }, delayMs);
  }

  function armPlayTimeout(): void {
    clear('play');
    timer.play = timers.setTimeout(onPlayTimeout, PLAY_TIMEOUT_MS);
  }

  function onPlayTimeout(): void {
    timer.play = undefined;
    if (state.status !== 'INITIALIZING') return;
    if (!retriedSlowStart && state.deviceId) {
      retriedSlowStart = true;
      stats.write('warn', `${PLAYER_MESSAGES.playTimeout}: trying once more on a new connection`);
      halt();
      dispatch({ type: 'reconnecting', notice: 'slowStart' });
      restartAfter(0);
      return;
    }
    stats.write('warn', PLAYER_MESSAGES.playTimeout);
    halt();
    dispatch({ type: 'playTimeout' });
  }

  function ended(from: SessionHandle, end: SessionEnd | LagEnd): void {
    if (from !== session) return;
    if (end.kind === 'lag') {
      // Spec 2 §4 Lag: pause, then play again after 1 s — on a new connection, told the clocks'
      // offset this one saw (issue 31): what a starved cell has not read yet is still queued on
      // the old socket, and a live start taken from it, with the offset learnt from its late
      // frames, stayed seconds behind while it looked live.
      stats.write('warn', 'live lag: pause, then play on a new connection');
      const deviceId = from.request.deviceId;
      controller.pause();
      timer.restart = timers.setTimeout(() => {
        timer.restart = undefined;
        if (active() || state.deviceId !== deviceId || state.mode !== 'live') return;
        lagClockSkew = end.clockSkewMs === undefined ? null : { deviceId, ms: end.clockSkewMs };
        begin({ deviceId, mode: 'live', time: null, speed: DEFAULT_SPEED }, true);
      }, LAG_REINIT_RESUME_MS);
      return;
    }
    if (state.status === 'PAUSE') {
      // A paused picture stays; the next play opens a new connection.
      stats.write('warn', `while paused: ${JSON.stringify(end)}`);
      return halt();
    }
    // Spec 2 §4 the file rule: over the file transport the end of archive is not the end yet.
    const fileWait =
      end.kind === 'event' && end.event === STREAM_EVENT.END_OF_ARCHIVE && from.request.file
        ? fileEnd.endOfArchive({
            now: now(),
            lastKeyPts: end.lastKeyPts ?? null,
            shownPts: currentTime(),
            speed: state.speed,
          })
        : null;
    if (fileWait !== null) {
      shownTime = currentTime();
      halt();
      stats.write('info', `end of archive over the file transport: asking again in ${fileWait} ms`);
      restartAfter(fileWait, true);
      return;
    }
    const after = afterSessionEnd(end, {
      mode: state.mode,
      isLocal: state.transport === 'local',
      stream: state.stream,
      streamNumber: from.request.stream,
      file: from.request.file === true,
    });
    if (state.mode === 'archive') shownTime = currentTime();
    halt();
    stats.write(after.stop ? 'error' : 'warn', JSON.stringify(end));
    if (after.reviewMissing) reviewMissing.add(from.request.deviceId);
    if (after.localFailure) memory.failed(after.localFailure.avatarId, after.localFailure.text);
    if (after.stop) dispatch({ type: 'stop', error: after.stop });
    else if (!after.reviewMissing && !after.restartFile) dispatch({ type: 'reconnecting', notice: 'connectionClosed' });
    // A file transport that reconnects stays one: the cloud does not hold what it plays.
    if (after.restartMs !== undefined) restartAfter(after.restartMs, after.restartFile || from.request.file === true);
  }

  function shown(pts: number, at: number, everyFrame: boolean): void {
    shownTime = pts;
    retriedSlowStart = false;
    fileEnd.shown(pts);
    if (state.status !== 'PLAY' || !everyFrame || at - lastTimeUpdate >= TIME_UPDATE_MS) {
      clear('play');
      lastTimeUpdate = at;
      dispatch({ type: 'frame', time: pts });
    }
  }

  const host: ControllerHost = {
    timers,
    now,
    epochNow,
    stats,
    dispatch,
    shown,
    audio,
    isPlaying: () => state.status === 'PLAY',
    requested: () => armPlayTimeout(),
    ended,
    // The avatar serves live pictures over WebRTC; archive plays over the platform's media socket,
    // which reads the same recordings, whatever the connection choice.
    plan: (request) =>
      media.plan(request.deviceId, request.mode === 'archive' ? 'cloud' : state.connection, disableLocal()),
    mediaUrl: (deviceId, reconnect) => media.mediaUrl(deviceId, reconnect),
    knownMediaUrl: () => media.lastUrl(),
    mediaUrlAnswered: (deviceId, answer) => media.answered(deviceId, answer),
  };

  function validSpeed(speed: number): number | null {
    if (!Number.isFinite(speed) || speed === 0) return null;
    // Every way of asking (the selector, hold-to-scrub's ±10, a shuttle key, a linked Timeline)
    // ends on a speed the user may play at: the platform refuses any other (spec 2 §6
    // limitedSpeedList), so a limited user's ±10 plays at ±5.
    return nearestSpeed(Math.max(-MAX_SPEED, Math.min(MAX_SPEED, speed)), speeds());
  }

  const controller: PlayerController = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    attachCanvas: (element) => painter.attach(element),
    playLive(deviceId) {
      const id = deviceId ?? state.deviceId;
      if (id) begin({ deviceId: id, mode: 'live', time: null, speed: DEFAULT_SPEED });
    },
    playArchive(time, speed, deviceId) {
      const id = deviceId ?? state.deviceId;
      const valid = validSpeed(speed ?? state.speed) ?? DEFAULT_SPEED;
      if (!id || !Number.isFinite(time)) return;
      if (session?.transportReady && session.request.deviceId === id && state.status !== 'STOP') {
        clear('restart');
        clear('play');
        stats.playRequested();
        retriedSlowStart = false;
        dispatch({ type: 'seek', mode: 'archive', time, speed: valid });
        armPlayTimeout();
        session.reposition('archive', time, valid);
        return;
      }
      begin({ deviceId: id, mode: 'archive', time, speed: valid });
    },
    play() {
      if (active() || !state.deviceId) return;
      if (state.mode === 'live' && state.speed === DEFAULT_SPEED) {
        if (session?.transportReady && state.status === 'PAUSE') {
          stats.playRequested();
          retriedSlowStart = false;
          dispatch({ type: 'seek', mode: 'live', time: null, speed: DEFAULT_SPEED });
          armPlayTimeout();
          return session.resumeLive();
        }
        return controller.playLive();
      }
      const time = currentTime() ?? epochNow() - ARCHIVE_DEFAULT_START_BACK_MS;
      controller.playArchive(time, state.speed);
    },
    pause() {
      clear('restart');
      if (!active()) return;
      clear('play');
      // The picture that stays is the frame on screen when the session stopped painting: a worker
      // tells it after the pause (its time updates are throttled), the page's thread at once.
      const hold = (shown: number | null) => {
        if (shown !== null && state.status === 'PLAY') dispatch({ type: 'frame', time: shown });
        dispatch({ type: 'pause' });
      };
      if (session?.transportReady) return session.pause(hold);
      const shown = session?.shownPts ?? null;
      halt();
      hold(shown);
    },
    stop() {
      halt();
      idleStopped = null;
      shownTime = null;
      dispatch({ type: 'stop', error: null, forget: true });
      painter.clear();
    },
    setSpeed(speed) {
      const valid = validSpeed(speed);
      if (valid === null) return;
      const live = state.mode === 'live';
      if (!active() || (live && valid === DEFAULT_SPEED)) return dispatch({ type: 'settings', speed: valid });
      const time = currentTime() ?? (live ? epochNow() : null);
      if (time === null) return dispatch({ type: 'settings', speed: valid });
      controller.playArchive(time, valid);
    },
    jump(deltaMs) {
      const base = currentTime() ?? epochNow();
      controller.playArchive(
        Math.min(base + deltaMs, epochNow()),
        state.mode === 'archive' ? state.speed : DEFAULT_SPEED,
      );
    },
    setConnection(connection: ConnectionChoice) {
      if (!isConnectionChoice(connection)) {
        stats.write('error', PLAYER_MESSAGES.incorrectConnection);
        halt();
        return dispatch({
          type: 'stop',
          error: { code: STOP_CODE.INVALID_REQUEST, text: PLAYER_MESSAGES.incorrectConnection },
        });
      }
      if (connection === state.connection) return;
      dispatch({ type: 'settings', connection });
      if (active()) restartAfter(0);
    },
    setStream(stream: StreamChoice) {
      if (stream === state.stream) return;
      dispatch({ type: 'settings', stream });
      if (!active()) return;
      const time = currentTime();
      halt();
      if (state.mode === 'archive') shownTime = time;
      dispatch({ type: 'reconnecting', notice: 'initStream' });
      restartAfter(STREAM_CHANGE_WAIT_MS);
    },
    prepare(deviceId) {
      // A play that may go local starts with the camera's avatar: it is looked up while the cell
      // renders, as a cloud play's media URL is (issue 31: Local's first picture).
      if (!media.surelyCloud(state.connection, disableLocal())) {
        localOffers?.warm();
        return media.prefetchAvatar(deviceId);
      }
      // A player worker asks for its sessions' media URLs itself.
      if (painter.prefetchMediaUrl) painter.prefetchMediaUrl(deviceId);
      else media.prefetch(deviceId);
    },
    snapshot: () => painter.snapshot(),
    stats: () => ({
      ...painter.stats(stats.snapshot()),
      avOffsetMs: [...audio.avOffsetsMs],
      avHeardPercent: audio.avHeardPercent,
    }),
    setAudio: (levels) => audio.setLevels(levels),
    setVisible: (visible) => painter.setVisible(visible),
    setSmallTile: (small) => painter.setSmallTile(small),
    setMarkup: (markup) => painter.setMarkup(markup),
    noteActivity() {
      if (idleStopped) {
        const { mode, time } = idleStopped;
        idleStopped = null;
        if (mode === 'live' || time === null) return controller.playLive();
        return controller.playArchive(time);
      }
      clear('idle');
      syncIdle();
    },
    dispose() {
      halt();
      clear('idle');
      idleStopped = null;
      painter.dispose();
      audio.dispose();
      // A test's own connections are this player's to close; the window's outlive it.
      if (deps.createPeerConnection) keptLinks?.dispose();
      dispatch({ type: 'stop', error: null });
    },
  };
  // A player that may play locally: the window's spare offer is made now, before its first play.
  if (!media.surelyCloud(state.connection, disableLocal())) localOffers?.warm();
  return controller;
}
