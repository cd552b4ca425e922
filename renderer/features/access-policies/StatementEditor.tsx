/** One statement of a policy: its effect, its actions by access level, and the resources it
 *  covers — all of them, or cameras, zones, sets and video walls (issue 30) picked from the realm's. */
import { useTranslation } from 'react-i18next';
import { Button, SelectField, TextField, Toggle } from '../../ui';
import type { AccessLevelData, ActionData, PickerSources } from './accessPoliciesDocuments';
import { CheckList } from './CheckList';
import {
  actionsByLevel,
  statementProblem,
  toggled,
  toggledResource,
  type ResourceKind,
  type StatementDraft,
} from './statementDraft';

export interface StatementEditorProps {
  index: number;
  draft: StatementDraft;
  actions: readonly ActionData[];
  levels: readonly AccessLevelData[];
  sources: PickerSources | undefined;
  /** The realm's video walls; none for an administrator who may not read walls. */
  walls: ReadonlyArray<{ id: string; name: string }>;
  onChange: (draft: StatementDraft) => void;
  onRemove: () => void;
  disabled: boolean;
}

export function StatementEditor({
  index,
  draft,
  actions,
  levels,
  sources,
  walls,
  onChange,
  onRemove,
  disabled,
}: StatementEditorProps) {
  const { t } = useTranslation();
  const problem = statementProblem(draft);
  const picked = (type: ResourceKind) => draft.resources.filter((r) => r.type === type).map((r) => r.id);
  const resourceList = (type: ResourceKind, label: string, items: ReadonlyArray<{ id: string; name: string }>) => (
    <CheckList
      label={label}
      items={items.map((i) => ({ id: i.id, label: i.name }))}
      selected={picked(type)}
      onChange={(id, on) => onChange(toggledResource(draft, id, type, on))}
      disabled={disabled}
    />
  );
  return (
    <fieldset
      className="vt-policies__statement"
      aria-label={t('accessPolicies.statementN', { n: index + 1 })}
      disabled={disabled}
    >
      <legend>{t('accessPolicies.statementN', { n: index + 1 })}</legend>
      <div className="vt-policies__row">
        <TextField
          label={t('accessPolicies.statementName')}
          value={draft.name}
          onChange={(name) => onChange({ ...draft, name })}
        />
        <SelectField
          label={t('accessPolicies.effectLabel')}
          value={draft.effect}
          options={[
            { value: 'ALLOW' as const, label: t('accessPolicies.effect.ALLOW') },
            { value: 'DENY' as const, label: t('accessPolicies.effect.DENY') },
          ]}
          onChange={(effect) => onChange({ ...draft, effect })}
        />
      </div>
      <div className="vt-policies__levels">
        {actionsByLevel(actions, levels).map(({ level, actions: ofLevel }) => (
          <CheckList
            key={level.level}
            label={`${level.level}${level.description ? ` — ${level.description}` : ''}`}
            items={ofLevel.map((a) => ({ id: a.name, label: a.name, hint: a.description }))}
            selected={draft.actions}
            onChange={(id, on) => onChange({ ...draft, actions: toggled(draft.actions, id, on) })}
            disabled={disabled}
          />
        ))}
      </div>
      <Toggle
        label={t('accessPolicies.allResources')}
        checked={draft.allResources}
        onChange={(allResources) => onChange({ ...draft, allResources })}
        disabled={disabled}
      />
      {!draft.allResources && (
        <div className="vt-policies__levels">
          {resourceList('device', t('accessPolicies.cameras'), sources?.devicesByAspectTypes ?? [])}
          {resourceList('zone', t('admin.views.Zones'), sources?.zones ?? [])}
          {resourceList('set', t('admin.views.Sets'), sources?.sets ?? [])}
          {walls.length > 0 && resourceList('wall', t('admin.views.VideoWalls'), walls)}
        </div>
      )}
      {problem && <p className="vt-policies__problem">{t(`accessPolicies.problem.${problem}`)}</p>}
      {!disabled && (
        <Button variant="quiet" onClick={onRemove}>
          {t('accessPolicies.removeStatement')}
        </Button>
      )}
    </fieldset>
  );
}
