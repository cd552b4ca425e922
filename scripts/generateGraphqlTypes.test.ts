import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { GENERATED_FILES } from './generateGraphqlTypes';

// The generator runs in a child process: graphql-codegen is ES modules that jest's CommonJS runtime cannot load.
function staleFiles(): string[] {
  const output = execFileSync(
    process.execPath,
    [require.resolve('tsx/cli'), path.join(__dirname, 'gen.ts'), '--check'],
    {
      cwd: path.resolve(__dirname, '..'),
    },
  );
  return (JSON.parse(output.toString()) as { stale: string[] }).stale;
}

describe('generated GraphQL typings', () => {
  let stale: string[];
  beforeAll(() => {
    stale = staleFiles();
  }, 60_000);

  it.each(Object.values(GENERATED_FILES))(
    '%s matches the server schema (run `npm run gen` when this fails)',
    (file) => {
      expect({ file: path.basename(file), upToDate: !stale.includes(file) }).toEqual({
        file: path.basename(file),
        upToDate: true,
      });
    },
  );
});
