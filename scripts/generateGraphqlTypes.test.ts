import fs from 'node:fs';
import path from 'node:path';
import { generateGraphqlTypes } from './generateGraphqlTypes';

describe('generated GraphQL typings', () => {
  it.each([...generateGraphqlTypes()])(
    '%s matches the server schema (run `npm run gen` when this fails)',
    (file, content) => {
      expect({
        file: path.basename(file),
        upToDate: fs.existsSync(file) && fs.readFileSync(file, 'utf8') === content,
      }).toEqual({
        file: path.basename(file),
        upToDate: true,
      });
    },
  );
});
