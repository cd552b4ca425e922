/** `npm run gen`: writes the generated GraphQL files (see generateGraphqlTypes). With `--check` it
 *  writes nothing and prints, as JSON, the generated files that are missing or out of date. */
import fs from 'node:fs';
import path from 'node:path';
import { generateGraphqlTypes } from './generateGraphqlTypes';

void (async () => {
  const generated = await generateGraphqlTypes();
  if (process.argv.includes('--check')) {
    const stale = [...generated].filter(
      ([file, content]) => !fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== content,
    );
    process.stdout.write(JSON.stringify({ stale: stale.map(([file]) => file) }));
    return;
  }
  for (const [file, content] of generated) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
    process.stdout.write(`wrote ${path.relative(process.cwd(), file)}\n`);
  }
})();
