/** The wall display page's states (issue 30): pairing (a code on screen, waiting for an
 *  administrator), paired (showing what the wall says), and whether the platform is reachable.
 *  A revoked token returns the page to pairing; a lost connection keeps the picture and says so. */
import type { WallContentValue } from '../../../shared/walls/videoWalls';
import type { CellTicket } from './TicketsAhead';

export interface WallShown {
  wallName: string;
  displayName: string;
  content: WallContentValue;
  cameraNames: Record<string, string>;
  /** A first media ticket per cell's camera, issued with this state (TicketsAhead). */
  cellTickets: CellTicket[];
  /** When the state came (performance.now): how old its tickets are. */
  receivedAt: number;
}

export type WallDisplayPhase =
  | { kind: 'starting' }
  | { kind: 'pairing'; code: string; pairingToken: string; expiresAt: number }
  | { kind: 'paired'; displayToken: string; shown: WallShown | null };

export interface WallDisplayState {
  phase: WallDisplayPhase;
  /** False while the platform cannot be reached (the page retries on its own). */
  online: boolean;
}

export type WallDisplayAction =
  | { type: 'pairingStarted'; code: string; pairingToken: string; expiresAt: number }
  | { type: 'pairingLost' }
  | { type: 'claimed'; displayToken: string }
  | { type: 'shown'; shown: WallShown }
  | { type: 'revoked' }
  | { type: 'online'; online: boolean };

export function initialWallDisplayState(displayToken: string | null): WallDisplayState {
  return {
    phase: displayToken ? { kind: 'paired', displayToken, shown: null } : { kind: 'starting' },
    online: true,
  };
}

export function wallDisplayReducer(state: WallDisplayState, action: WallDisplayAction): WallDisplayState {
  switch (action.type) {
    case 'pairingStarted':
      if (state.phase.kind === 'paired') return state;
      return { ...state, phase: { kind: 'pairing', ...withoutType(action) }, online: true };
    case 'pairingLost':
      // The code expired or the platform forgot it: a new one is started.
      return state.phase.kind === 'pairing' ? { ...state, phase: { kind: 'starting' } } : state;
    case 'claimed':
      return { ...state, phase: { kind: 'paired', displayToken: action.displayToken, shown: null } };
    case 'shown':
      return state.phase.kind === 'paired'
        ? { ...state, phase: { ...state.phase, shown: action.shown }, online: true }
        : state;
    case 'revoked':
      return state.phase.kind === 'paired' ? { ...state, phase: { kind: 'starting' } } : state;
    case 'online':
      return state.online === action.online ? state : { ...state, online: action.online };
  }
}

function withoutType<T extends { type: string }>(action: T): Omit<T, 'type'> {
  const { type: _type, ...rest } = action;
  return rest;
}
