/** The installation's settings (issue 34): branding, error reporting, the licence expiry text and
 *  the updates host, read and changed as one record over the server-wide parameters they are
 *  stored in (spec 1 §3), and set from the environment at start for unattended installs. */
import {
  INSTALLATION_FIELD_NAMES,
  INSTALLATION_FIELDS,
  installationEnvName,
  installationFieldProblem,
  installationSettingsProblems,
  type InstallationFieldName,
  type InstallationSettingsValues,
} from '../../shared/installation/installationSettings';
import { ERROR_REPORTING_DEFAULT_SAMPLE_RATE } from '../../shared/shell/constants';
import { parameterPrefix, SERVER_WIDE, type ParameterRepository } from '../db/repositories/parameters';
import { DomainError } from '../kernel/DomainError';

export type InstallationSettingsInput = { [K in InstallationFieldName]?: InstallationSettingsValues[K] | null };

function storedName(name: InstallationFieldName): string {
  const { group, parameter } = INSTALLATION_FIELDS[name];
  return `${parameterPrefix[group]}${parameter}`;
}

function fromStored(name: InstallationFieldName, stored: string | undefined): InstallationSettingsValues[typeof name] {
  const { kind } = INSTALLATION_FIELDS[name];
  // The logo shows unless switched off (spec 1 §2.6); error reporting is off unless switched on.
  if (kind === 'boolean') return name === 'logoVisible' ? stored !== 'false' : stored === 'true';
  if (kind === 'rate') {
    const rate = stored === undefined || stored.trim() === '' ? NaN : Number(stored);
    return Number.isFinite(rate) && rate >= 0 && rate <= 1 ? rate : ERROR_REPORTING_DEFAULT_SAMPLE_RATE;
  }
  return stored ?? '';
}

function toStored(value: InstallationSettingsValues[InstallationFieldName]): string {
  return typeof value === 'string' ? value.trim() : String(value);
}

/** Reads a field from an environment text: flags as true/false (also 1/0, yes/no), rates as numbers. */
function fromEnvironment(name: InstallationFieldName, text: string): InstallationSettingsValues[typeof name] {
  const { kind } = INSTALLATION_FIELDS[name];
  if (kind === 'boolean') return ['true', '1', 'yes', 'on'].includes(text.trim().toLowerCase());
  if (kind === 'rate') return text.trim() === '' ? NaN : Number(text);
  return text;
}

export class InstallationSettingsService {
  constructor(private readonly params: ParameterRepository) {}

  async read(): Promise<InstallationSettingsValues> {
    const stored = {
      branding: await this.params.list(parameterPrefix.branding),
      server: await this.params.list(parameterPrefix.server),
      system: await this.params.list(parameterPrefix.system),
    };
    const values: Record<string, unknown> = {};
    for (const name of INSTALLATION_FIELD_NAMES) {
      const { group, parameter } = INSTALLATION_FIELDS[name];
      values[name] = fromStored(name, stored[group][parameter]);
    }
    return values as unknown as InstallationSettingsValues;
  }

  /** Writes the given fields (null or '' clears a text) after checking them together with the
   *  stored ones, so enabling error reporting without a DSN is refused whichever part is sent. */
  async update(input: InstallationSettingsInput): Promise<InstallationSettingsValues> {
    const current = await this.read();
    const next: Record<string, unknown> = { ...current };
    const given = INSTALLATION_FIELD_NAMES.filter((name) => input[name] !== undefined);
    for (const name of given) {
      const value = input[name];
      next[name] = value === null ? fromStored(name, undefined) : value;
    }
    const problems = installationSettingsProblems(next as Partial<InstallationSettingsValues>);
    const first = INSTALLATION_FIELD_NAMES.find((name) => problems[name]);
    if (first) throw DomainError.badInput(problems[first]!);
    for (const name of given) {
      await this.params.set(
        storedName(name),
        toStored(next[name] as InstallationSettingsValues[typeof name]),
        SERVER_WIDE,
      );
    }
    return this.read();
  }

  /** Sets every field whose VANTAGE_… variable is given (issue 34: unattended installs); a value
   *  its rule refuses is reported and left out, the others still apply. Returns the variables used. */
  async applyEnvironment(
    env: Readonly<Record<string, string | undefined>>,
    report: (message: string) => void,
  ): Promise<string[]> {
    const input: InstallationSettingsInput = {};
    for (const name of INSTALLATION_FIELD_NAMES) {
      const text = env[installationEnvName(name)];
      if (text === undefined) continue;
      const value = fromEnvironment(name, text);
      const problem = installationFieldProblem(name, value);
      if (problem) report(`${installationEnvName(name)} is not used: ${problem}`);
      else (input as Record<string, unknown>)[name] = value;
    }
    const names = Object.keys(input) as InstallationFieldName[];
    if (names.length === 0) return [];
    try {
      await this.update(input);
    } catch (err) {
      report(`The installation settings from the environment are not used: ${(err as Error).message}`);
      return [];
    }
    return names.map(installationEnvName);
  }
}
