import { ADMIN_ROLE, OPERATOR_ROLE } from '../../db/repositories/users';
import type { CompiledStatement } from './compiledStatement';
import { compiledStatementOf } from './testing/compiledStatementOf';
import { holdsRightsOf, rightsMissing } from './rightsMissing';
import { roleStatements } from './systemPolicies';

const statement = compiledStatementOf;

const admin = roleStatements(ADMIN_ROLE);
const operator = roleStatements(OPERATOR_ROLE);
const helpDesk = [statement({ actions: ['user:Manage'], allResources: true })];
const readAll = [statement({ allResources: true })];
const readCam1 = [statement({ devices: new Set(['cam-1']) })];
const readCam1And2 = [statement({ devices: new Set(['cam-1', 'cam-2']) })];
const readAllButCam2 = [...readAll, statement({ effect: 'DENY', devices: new Set(['cam-2']) })];
const readZoneNorth = [statement({ devices: new Set(['cam-1']), others: new Set(['zone:north']) })];
const everythingButCam2 = [
  statement({ actions: ['*'], allResources: true }),
  statement({ effect: 'DENY', actions: ['*'], devices: new Set(['cam-2']) }),
];

describe('holdsRightsOf: the holder holds every right the other holds', () => {
  // [holder, other, holds]
  const table: Array<[string, readonly CompiledStatement[], readonly CompiledStatement[], boolean]> = [
    ['anyone holds no rights', [], [], true],
    ['no rights hold nothing', [], readCam1, false],
    ['an administrator holds an operator', admin, operator, true],
    ['an administrator holds an administrator', admin, admin, true],
    ['an operator does not hold an administrator', operator, admin, false],
    ['user:Manage alone does not hold an operator', helpDesk, operator, false],
    ['user:Manage alone does not hold an administrator', helpDesk, admin, false],
    ['an operator does not hold user:Manage', operator, helpDesk, false],
    ['one camera is within all cameras', readAll, readCam1, true],
    ['all cameras are not within one', readCam1, readAll, false],
    ['one camera is within two', readCam1And2, readCam1, true],
    ['two cameras are not within one', readCam1, readCam1And2, false],
    ['all but camera 2 holds camera 1', readAllButCam2, readCam1, true],
    ['all but camera 2 does not hold camera 2', readAllButCam2, readCam1And2, false],
    ['all but camera 2 does not hold all', readAllButCam2, readAll, false],
    ['all holds all but camera 2', readAll, readAllButCam2, true],
    // The zone itself is a resource too (zone:north), not only the cameras in it.
    ['camera 1 alone does not hold the zone it is in', readCam1, readZoneNorth, false],
    ['the zone holds camera 1', readZoneNorth, readCam1, true],
    ['every action but on camera 2 does not hold an administrator', everythingButCam2, admin, false],
    [
      'every action but on camera 2 holds an operator denied camera 2',
      everythingButCam2,
      [...operator, statement({ effect: 'DENY', actions: ['*'], devices: new Set(['cam-2']) })],
      true,
    ],
  ];

  it.each(table)('%s', (_, holder, other, holds) => {
    expect(holdsRightsOf(holder, other)).toBe(holds);
  });

  it('names what is missing', () => {
    expect(rightsMissing(readCam1, readCam1And2)).toEqual([
      { action: 'device:Read', resource: { type: 'device', id: 'cam-2' } },
    ]);
    expect(rightsMissing(operator, admin).map((m) => m.action)).toContain('user:Manage');
  });
});
