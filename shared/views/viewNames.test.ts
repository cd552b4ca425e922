import {
  checkViewName,
  defaultViewName,
  namesInUse,
  type NameScope,
  shareNamesInUse,
  suggestShareName,
  VIEW_NAME_ERROR_TEXT,
} from './viewNames';

const scope: NameScope = {
  user: { id: 'me', isAdmin: true },
  ownViews: [
    { id: 'v1', name: 'Lobby' },
    { id: 'v2', name: 'View #1' },
  ],
  drafts: [{ id: 'd1', name: 'Draft Room' }],
  systemViews: [{ id: 'start', name: 'Start Page' }],
  sharedViews: [
    { id: 's1', name: 'Gate', userId: 'other' },
    { id: 's2', name: 'Mine Shared', userId: 'me' },
  ],
};

describe('view names (spec 1 §5)', () => {
  it('has the spec texts', () => {
    expect(VIEW_NAME_ERROR_TEXT).toEqual({
      empty: 'View name should be not empty.',
      duplicate: 'View with the same name already exists.',
    });
  });

  it.each(['', '   '])('refuses an empty name %j', (name) => {
    expect(checkViewName(name, namesInUse(scope))).toBe('empty');
  });

  it.each(['lobby', '  LOBBY ', 'draft room', 'start page', 'GATE'])(
    'refuses %j: taken by an own view, a draft, a system view or another user’s shared view',
    (name) => {
      expect(checkViewName(name, namesInUse(scope))).toBe('duplicate');
    },
  );

  it('accepts the user’s own shared view name and a view’s own name', () => {
    expect(checkViewName('Mine Shared', namesInUse(scope))).toBeNull();
    expect(checkViewName('Lobby', namesInUse(scope, 'v1'))).toBeNull();
    expect(checkViewName('Hall', namesInUse(scope))).toBeNull();
  });

  it("defaults to 'View #' plus the next free number", () => {
    expect(defaultViewName(namesInUse(scope))).toBe('View #2');
    expect(defaultViewName(new Set())).toBe('View #1');
    expect(defaultViewName(new Set(['view #1', 'view #2', 'view #4']))).toBe('View #3');
  });

  it("suggests a share name with ' 1', ' 2' … until unique", () => {
    expect(suggestShareName('Hall', new Set())).toBe('Hall');
    expect(suggestShareName('Gate', new Set(['gate']))).toBe('Gate 1');
    expect(suggestShareName(' Gate ', new Set(['gate', 'gate 1']))).toBe('Gate 2');
  });

  it('takes system views and other users’ shared views as share names in use', () => {
    const taken = shareNamesInUse(scope);
    expect([...taken].sort()).toEqual(['gate', 'start page']);
  });
});
