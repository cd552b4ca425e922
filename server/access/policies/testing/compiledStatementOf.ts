/** A compiled statement for the policy engine's table tests: an ALLOW of device:Read on nothing in
 *  particular, changed by what the case names. */
import type { CompiledStatement } from '../compiledStatement';

export const compiledStatementOf = (over: Partial<CompiledStatement>): CompiledStatement => ({
  effect: 'ALLOW',
  actions: ['device:Read'],
  allResources: false,
  devices: new Set(),
  others: new Set(),
  source: { policyId: 'p', statementId: 's' },
  ...over,
});
