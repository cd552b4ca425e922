/** The player's GraphQL documents (spec 2 §7 Media calls): the media URL with its first ticket and
 *  streaming overages, a ticket per reconnect (mutations: each issues a single-use ticket), the
 *  camera's avatar, the avatar's WebRTC answer (getSDP) and the realm's idle timeout. */
// The tag alone, not the GraphQL index (the client, React providers): a player worker loads these too.
import { graphql } from '../../graphql/graphql';

export const PlayerMediaUrlMutation = graphql(`
  mutation PlayerMediaUrl($cameraId: ID!, $isLocal: Boolean) {
    issueMediaUrl(isLocal: $isLocal, cameraId: $cameraId) {
      url
      ticket
      streamingOverages {
        type
        message
      }
    }
  }
`);

export const PlayerMediaTicketMutation = graphql(`
  mutation PlayerMediaTicket($cameraId: ID!, $isLocal: Boolean) {
    issueMediaTicket(cameraId: $cameraId, isLocal: $isLocal) {
      ticket
    }
  }
`);

export const PlayerAvatarQuery = graphql(`
  query PlayerAvatar($id: ID!) {
    device(id: $id) {
      id
      attributes {
        name
        value
      }
    }
  }
`);

/** Spec 2 §7 getSDP: the avatar's answer to the console's WebRTC offer (local transport). */
export const PlayerSdpQuery = graphql(`
  query PlayerSdp($id: ID!, $sdp: String!, $stream: Int) {
    getSDP(obj: $id, sdp: $sdp, streamNumber: $stream) {
      sdp
    }
  }
`);

export const PlayerRealmQuery = graphql(`
  query PlayerRealm {
    currentRealm {
      id
      playerIdleTimeout
      jitterBufferLength
    }
  }
`);
