/** This node's id (issue 33): VANTAGE_NODE_ID, or one made on the first start and kept in the data
 *  directory, so a node that restarts on the same storage is the same node (its segments' files). */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const FILE = 'node-id';
/** What a node id may hold: it is written in the index and shown to administrators. */
const NODE_ID = /^[A-Za-z0-9._-]{1,64}$/;

export function nodeIdentity(configured: string | undefined, dataDir: string): string {
  if (configured !== undefined) {
    if (!NODE_ID.test(configured)) {
      throw new Error(`VANTAGE_NODE_ID takes 1 to 64 letters, digits, '.', '_' or '-', got '${configured}'`);
    }
    return configured;
  }
  const file = path.join(dataDir, FILE);
  if (fs.existsSync(file)) {
    const kept = fs.readFileSync(file, 'utf8').trim();
    if (NODE_ID.test(kept)) return kept;
  }
  const made = `node-${randomBytes(4).toString('hex')}`;
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, `${made}\n`);
  return made;
}
