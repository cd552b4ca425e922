import {
  canAddView,
  canDeleteView,
  canEditView,
  canSaveView,
  canSaveViewAs,
  canShareView,
  layoutWriteBack,
  savesAsNewView,
} from './viewPermissions';

const admin = { id: 'me', isAdmin: true };
const operator = { id: 'me', isAdmin: false };
const own = { id: 'v1', userId: 'me' };
const system = { id: 'start', isSystem: true };
const ownShared = { id: 's1', userId: 'me', isShared: true };
const othersShared = { id: 's2', userId: 'other', isShared: true };
const local = { id: 'l1', userId: 'me', isLocal: true };

describe('view permissions (spec 1 §5, §6)', () => {
  it('lets only admins edit', () => {
    expect(canEditView(own, admin)).toBe(true);
    expect(canEditView(system, admin)).toBe(true);
    expect(canEditView(own, operator)).toBe(false);
  });

  it('lets admins share only non-shared, non-system, non-local views', () => {
    expect(canShareView(own, admin)).toBe(true);
    expect(canShareView(own, operator)).toBe(false);
    expect(canShareView(system, admin)).toBe(false);
    expect(canShareView(ownShared, admin)).toBe(false);
    expect(canShareView(local, admin)).toBe(false);
  });

  it('lets admins delete non-system views, shared ones only when they own them', () => {
    expect(canDeleteView(own, admin)).toBe(true);
    expect(canDeleteView(ownShared, admin)).toBe(true);
    expect(canDeleteView(othersShared, admin)).toBe(false);
    expect(canDeleteView(system, admin)).toBe(false);
    expect(canDeleteView(own, operator)).toBe(false);
  });

  it('lets admins add views, but not while editing', () => {
    expect(canAddView(admin, false)).toBe(true);
    expect(canAddView(admin, true)).toBe(false);
    expect(canAddView(operator, false)).toBe(false);
  });

  it('saves in place only with an id, no name error, not system, not another user’s shared view', () => {
    expect(canSaveView(own, admin, false)).toBe(true);
    expect(canSaveView(ownShared, admin, false)).toBe(true);
    expect(canSaveView(own, admin, true)).toBe(false);
    expect(canSaveView({ id: '' }, admin, false)).toBe(false);
    expect(canSaveView(system, admin, false)).toBe(false);
    expect(canSaveView(othersShared, admin, false)).toBe(false);
  });

  it('saves as with a valid name', () => {
    expect(canSaveViewAs(false)).toBe(true);
    expect(canSaveViewAs(true)).toBe(false);
  });

  it('saves system views and other users’ shared views as new views', () => {
    expect(savesAsNewView(system, admin)).toBe(true);
    expect(savesAsNewView(othersShared, admin)).toBe(true);
    expect(savesAsNewView(ownShared, admin)).toBe(false);
    expect(savesAsNewView(own, admin)).toBe(false);
  });

  it('writes layout changes back to a shared view only for its owner', () => {
    expect(layoutWriteBack(ownShared, admin)).toBe('sharedViews');
    expect(layoutWriteBack(othersShared, admin)).toBe('ownConfig');
    expect(layoutWriteBack(system, admin)).toBe('ownConfig');
    expect(layoutWriteBack(own, admin)).toBe('ownConfig');
  });
});
