import {
  actionsByLevel,
  emptyStatement,
  statementInput,
  statementDrafts,
  statementProblem,
  toggled,
  toggledResource,
} from './statementDraft';

describe('statement drafts', () => {
  it('groups actions by access level in the levels order, leaving out empty levels', () => {
    const groups = actionsByLevel(
      [
        { name: 'device:Configure', description: null, level: 'Administer' },
        { name: 'device:Read', description: null, level: 'Read' },
        { name: 'device:Control', description: null, level: 'Operate' },
      ],
      [
        { level: 'Administer', description: null, order: 3 },
        { level: 'Read', description: null, order: 1 },
        { level: 'Operate', description: null, order: 2 },
        { level: 'Empty', description: null, order: 4 },
      ],
    );
    expect(groups.map((g) => [g.level.level, g.actions.map((a) => a.name)])).toEqual([
      ['Read', ['device:Read']],
      ['Operate', ['device:Control']],
      ['Administer', ['device:Configure']],
    ]);
  });

  it('says what is missing before a statement can be saved', () => {
    const draft = emptyStatement();
    expect(statementProblem(draft)).toBe('noActions');
    const withAction = { ...draft, actions: toggled(draft.actions, 'device:Read', true) };
    expect(statementProblem(withAction)).toBe('noResources');
    expect(statementProblem(toggledResource(withAction, 'z1', 'zone', true))).toBeNull();
    expect(statementProblem({ ...withAction, allResources: true })).toBeNull();
  });

  it('sends no resources when the statement covers all of them', () => {
    const draft = toggledResource({ ...emptyStatement(), actions: ['device:Read'] }, 'cam', 'device', true);
    expect(statementInput(draft).resources).toEqual([{ id: 'cam', type: 'device' }]);
    expect(statementInput({ ...draft, allResources: true }).resources).toEqual([]);
    expect(toggledResource(draft, 'cam', 'device', false).resources).toEqual([]);
  });

  it('keeps every resource a loaded statement names, walls and types without a picker too', () => {
    const [draft] = statementDrafts({
      id: 'p',
      name: 'Walls',
      isSystemManaged: false,
      statements: [
        {
          id: 's',
          name: null,
          effect: 'DENY',
          actions: ['wall:Control'],
          allResources: false,
          resources: [
            { id: 'w1', type: 'wall', name: 'Lobby' },
            { id: 't1', type: 'tour', name: 'Night round' },
          ],
        },
      ],
    });
    expect(statementInput(draft!).resources).toEqual([
      { id: 'w1', type: 'wall' },
      { id: 't1', type: 'tour' },
    ]);
  });
});
