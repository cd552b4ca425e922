/** `npm run gen`: writes the generated GraphQL files (see generateGraphqlTypes). */
import fs from 'node:fs';
import path from 'node:path';
import { generateGraphqlTypes } from './generateGraphqlTypes';

for (const [file, content] of generateGraphqlTypes()) {
  fs.writeFileSync(file, content);
  process.stdout.write(`wrote ${path.relative(process.cwd(), file)}\n`);
}
