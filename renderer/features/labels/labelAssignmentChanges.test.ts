import { labelAssignmentChanges } from './labelAssignmentChanges';

describe('labelAssignmentChanges (spec 3 §4 label assignment)', () => {
  it('is null when nothing changed, whatever the order', () => {
    expect(labelAssignmentChanges(['a', 'b'], ['b', 'a'], [])).toBeNull();
  });

  it('sends new labels, additions and removals', () => {
    expect(labelAssignmentChanges(['a', 'b'], ['b', 'c', 'new-1'], [{ id: 'new-1', name: 'Gate' }])).toEqual({
      created: [{ id: 'new-1', name: 'Gate' }],
      added: ['c'],
      removed: ['a'],
    });
  });

  it('drops a created label that was unselected again', () => {
    expect(labelAssignmentChanges(['a'], ['a'], [{ id: 'new-1', name: 'Gate' }])).toBeNull();
  });
});
