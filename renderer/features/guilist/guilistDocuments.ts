/** The system check's and interface list's GraphQL documents (spec 1 §7). */
import { graphql } from '../../graphql';

export const SystemStatusQuery = graphql(`
  query SystemStatus {
    systemStatus {
      status
      description
      reasons {
        message
        options
        object {
          type
          id
        }
      }
      serverTime
    }
  }
`);

export const GuisQuery = graphql(`
  query Guis {
    guis {
      id
      name
      description
      url
    }
  }
`);

export const UpdatesHostQuery = graphql(`
  query UpdatesHost {
    systemParameters {
      updatesHost
    }
  }
`);

/** Spec 1 §7: devices by aspect types Avatar and Media decide the first screen. */
export const FirstScreenDevicesQuery = graphql(`
  query FirstScreenDevices {
    avatars: devicesByAspectTypes(types: ["Avatar"]) {
      id
    }
    media: devicesByAspectTypes(types: ["Media"]) {
      id
    }
  }
`);
