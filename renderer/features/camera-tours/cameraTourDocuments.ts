/** The Camera tours section's GraphQL documents (spec 3 §7.1 cameraTours, cameraTour; §7.2 create,
 *  update, delete with warnings; issue 28 start and stop). */
import { graphql, type ResultOf } from '../../graphql';
import { OperationWarningFields } from '../admin';

export const CameraTourFields = graphql(`
  fragment CameraTourFields on CameraTour {
    id
    name
    enabled
    running
    progress {
      stepIndex
      cameraId
      yielding
    }
    heldBy {
      scheduleName
      value
      end
    }
    steps {
      cameraId
      cameraPreset
      delay
      name
    }
  }
`);

export type CameraTourRecord = ResultOf<typeof CameraTourFields>;

export const CameraToursQuery = graphql(
  `
    query CameraTours {
      cameraTours {
        ...CameraTourFields
      }
    }
  `,
  [CameraTourFields],
);

export const CameraTourQuery = graphql(
  `
    query CameraTour($id: ID!) {
      cameraTour(id: $id) {
        ...CameraTourFields
      }
    }
  `,
  [CameraTourFields],
);

/** The realm's cameras a step can show, and which of them turn. */
export const TourCamerasQuery = graphql(`
  query TourCameras {
    devicesByAspectTypes(types: ["Media"]) {
      id
      name
      isPtz
    }
  }
`);

/** The presets of a PTZ camera a step can drive it to. */
export const TourPresetsQuery = graphql(`
  query TourPresets($id: ID!) {
    ptzConfig(id: $id) {
      presets {
        id
        name
      }
    }
  }
`);

export const CreateCameraTourMutation = graphql(
  `
    mutation CreateCameraTour($tour: CameraTourInput!) {
      createCameraTour(cameraTour: $tour) {
        cameraTour {
          ...CameraTourFields
        }
        warning {
          ...OperationWarningFields
        }
      }
    }
  `,
  [CameraTourFields, OperationWarningFields],
);

export const UpdateCameraTourMutation = graphql(
  `
    mutation UpdateCameraTour($tour: CameraTourInput!) {
      updateCameraTour(cameraTour: $tour) {
        cameraTour {
          ...CameraTourFields
        }
        warning {
          ...OperationWarningFields
        }
      }
    }
  `,
  [CameraTourFields, OperationWarningFields],
);

/** The schedules whose actions name the tour: the delete question lists them. */
export const CameraTourUsedByQuery = graphql(`
  query CameraTourUsedBy($id: ID!) {
    cameraTour(id: $id) {
      id
      usedBy
    }
  }
`);

export const DeleteCameraTourMutation = graphql(
  `
    mutation DeleteCameraTour($id: ID!) {
      deleteCameraTour(id: $id) {
        deleted
        warning {
          ...OperationWarningFields
        }
      }
    }
  `,
  [OperationWarningFields],
);

export const StartCameraTourMutation = graphql(
  `
    mutation StartCameraTour($id: ID!) {
      startCameraTour(id: $id) {
        ...CameraTourFields
      }
    }
  `,
  [CameraTourFields],
);

export const StopCameraTourMutation = graphql(
  `
    mutation StopCameraTour($id: ID!) {
      stopCameraTour(id: $id) {
        ...CameraTourFields
      }
    }
  `,
  [CameraTourFields],
);
