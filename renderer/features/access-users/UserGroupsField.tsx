/** The groups of a user (spec 3 §3.6 user.groups, §7.2 setUserGroups): the system-managed
 *  Administrators and Operators first, then the realm's own groups. A user's groups are how the
 *  policies reach them, and Administrators or Operators give the role of the same name. */
import { useTranslation } from 'react-i18next';
import type { GroupChoice } from './accessUsersDocuments';

export interface UserGroupsFieldProps {
  groups: readonly GroupChoice[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}

export function UserGroupsField({ groups, selected, onChange }: UserGroupsFieldProps) {
  const { t } = useTranslation();
  const toggle = (id: string, checked: boolean) =>
    onChange(checked ? [...selected.filter((g) => g !== id), id] : selected.filter((g) => g !== id));
  return (
    <fieldset className="vt-admin-form__group">
      <legend>{t('accessUsers.groups')}</legend>
      <div className="vt-access__checks">
        {groups.map((group) => (
          <label key={group.id}>
            <input
              type="checkbox"
              checked={selected.includes(group.id)}
              onChange={(event) => toggle(group.id, event.target.checked)}
            />
            <bdi>{group.name}</bdi>
          </label>
        ))}
      </div>
      <p className="vt-muted">{t('accessUsers.groupsHint')}</p>
    </fieldset>
  );
}
