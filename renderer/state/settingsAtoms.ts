/** The console setting of spec 1 §2.7 kept in this browser: the player's default connection (key
 *  'connection', default Auto). The other settings belong to the user's workspace configuration
 *  (spec 1 §3) and are read and written with it. */
import {
  DEFAULT_PLAYER_CONNECTION,
  PLAYER_CONNECTION_STORAGE_KEY,
  PLAYER_CONNECTIONS,
} from '../../shared/shell/constants';
import { localStorageAtom } from './localStorageAtom';

export type PlayerConnection = (typeof PLAYER_CONNECTIONS)[number];

export const playerConnectionAtom = localStorageAtom<PlayerConnection>(
  PLAYER_CONNECTION_STORAGE_KEY,
  DEFAULT_PLAYER_CONNECTION,
  {
    parse: (raw) => PLAYER_CONNECTIONS.find((connection) => connection === raw),
    serialize: (value) => value,
  },
);
