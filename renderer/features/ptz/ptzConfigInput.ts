/** A PTZ configuration as setPtzConfig takes it: the whole PTZ_CONFIG, with only the input's
 *  fields (answers carry __typename, which an input refuses). */
import { PTZ_OPTICAL_FLAGS } from '../../../shared/video/ptzConstants';
import type { VariablesOf } from '../../graphql';
import type { PtzConfig } from './ptzDocuments';
import type { SetPtzConfigMutation } from './ptzDocuments';

export type PtzConfigInput = VariablesOf<typeof SetPtzConfigMutation>['config'];

export function ptzConfigInput(config: PtzConfig | null | undefined): PtzConfigInput {
  const optical = config?.optical;
  return {
    optical: Object.fromEntries(PTZ_OPTICAL_FLAGS.map((flag) => [flag, optical?.[flag] === true])),
    settings: (config?.settings ?? []).map((setting) => ({
      name: setting.name,
      param: {
        name: setting.param?.name ?? null,
        cmds: (setting.param?.cmds ?? []).map((command) => ({
          name: command.name,
          cmd: {
            mode: command.cmd?.mode ?? null,
            cmd: command.cmd?.cmd ?? null,
            param: command.cmd?.param ?? null,
          },
        })),
      },
    })),
    presets: (config?.presets ?? []).map((preset) => ({ id: preset.id, name: preset.name ?? null })),
  };
}
