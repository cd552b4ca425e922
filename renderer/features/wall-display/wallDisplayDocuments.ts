/** The wall display page's GraphQL documents (issue 30): pairing by code, then, with its display
 *  token, its display's content and the media of the cameras on it. */
import { graphql } from '../../graphql/graphql';

export const StartWallPairingMutation = graphql(`
  mutation StartWallPairing {
    startWallPairing {
      code
      pairingToken
      expiresAt
    }
  }
`);

export const ClaimWallDisplayTokenMutation = graphql(`
  mutation ClaimWallDisplayToken($pairingToken: String!) {
    claimWallDisplayToken(pairingToken: $pairingToken) {
      accepted
      displayToken
    }
  }
`);

export const WallDisplayChangedSubscription = graphql(`
  subscription WallDisplayChanged($displayToken: String!) {
    wallDisplayChanged(displayToken: $displayToken) {
      wallId
      wallName
      displayIndex
      displayName
      content {
        viewId
        layout
        cameraIds
      }
      cameras {
        id
        name
      }
      cellTickets {
        cameraId
        ticket
      }
    }
  }
`);

export const WallDisplayMediaUrlMutation = graphql(`
  mutation WallDisplayMediaUrl($displayToken: String!, $cameraId: ID!) {
    wallDisplayMediaUrl(displayToken: $displayToken, cameraId: $cameraId) {
      url
      ticket
      streamingOverages {
        type
        message
      }
    }
  }
`);

export const WallDisplayMediaTicketMutation = graphql(`
  mutation WallDisplayMediaTicket($displayToken: String!, $cameraId: ID!) {
    wallDisplayMediaTicket(displayToken: $displayToken, cameraId: $cameraId) {
      ticket
    }
  }
`);
