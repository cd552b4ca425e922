/** The PTZ panel's GraphQL documents (spec 2 §7 PTZ mutations and attribute calls). */
import { graphql, type ResultOf } from '../../graphql';

export const PtzConfigFields = graphql(`
  fragment PtzConfigFields on PtzConfig {
    optical {
      clickToReposition
      speedVector
      ptSteps
      zoomSteps
      zoomSpeed
      focusSteps
      focusSpeed
      irisSteps
      irisSpeed
    }
    settings {
      name
      param {
        name
        cmds {
          name
          cmd {
            mode
            cmd
            param
          }
        }
      }
    }
    presets {
      id
      name
    }
  }
`);

export const PtzPanelQuery = graphql(
  `
    query PtzPanel($id: ID!) {
      ptzConfig(id: $id) {
        ...PtzConfigFields
      }
      joystickPresets: identityAttribute(name: "JOYSTICK_PRESETS")
    }
  `,
  [PtzConfigFields],
);

/** Spec 2 §6: the highest PTZ_PRIORITY across the caller's roles, at least 1. */
export const PtzPriorityQuery = graphql(`
  query PtzPriority {
    ptzPriority
  }
`);

export type PtzConfig = NonNullable<ResultOf<typeof PtzPanelQuery>['ptzConfig']>;
export type PtzSetting = NonNullable<PtzConfig['settings']>[number];

export const SetPtzConfigMutation = graphql(
  `
    mutation SetPtzConfig($id: ID!, $config: PtzConfigInput!) {
      setPtzConfig(id: $id, config: $config) {
        ...PtzConfigFields
      }
    }
  `,
  [PtzConfigFields],
);

export const PtzPresetMutation = graphql(`
  mutation PtzPreset($id: ID!, $command: PTZ_PresetInput!, $priority: Int, $override: Boolean) {
    ptzPreset(id: $id, command: $command, priority: $priority, override: $override) {
      lockinfo {
        allow_override
      }
    }
  }
`);

export const PtzSpeedMutation = graphql(`
  mutation PtzSpeed($id: ID!, $command: PTZ_SpeedInput!, $priority: Int, $override: Boolean) {
    ptzSpeed(id: $id, command: $command, priority: $priority, override: $override) {
      lockinfo {
        allow_override
      }
    }
  }
`);

export const PtzStepMutation = graphql(`
  mutation PtzStep($id: ID!, $command: PTZ_StepInput!, $priority: Int, $override: Boolean) {
    ptzStep(id: $id, command: $command, priority: $priority, override: $override) {
      lockinfo {
        allow_override
      }
    }
  }
`);

export const PtzRelMutation = graphql(`
  mutation PtzRel($id: ID!, $command: PTZ_RelInput!, $priority: Int, $override: Boolean) {
    ptzRel(id: $id, command: $command, priority: $priority, override: $override) {
      lockinfo {
        allow_override
      }
    }
  }
`);

export const PtzPtMutation = graphql(`
  mutation PtzPt($id: ID!, $command: PTZ_PtInput!, $priority: Int, $override: Boolean) {
    ptzPt(id: $id, command: $command, priority: $priority, override: $override) {
      lockinfo {
        allow_override
      }
    }
  }
`);
