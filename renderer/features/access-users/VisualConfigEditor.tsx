/** The visual configuration of one user (spec 1 §3, §6): option flags, and which widgets, admin
 *  groups and admin views the user may use. A flag map keeps only what is switched off: anything
 *  not set to false stays allowed, as the console reads it. */
import { useTranslation } from 'react-i18next';
import { isAllowed, VISUAL_CONFIG_OPTIONS, type VisualConfig } from '../../../shared/access/visualConfig';
import { WIDGET_CATALOGUE } from '../../../shared/widgets';
import { ADMIN_VIEW_GROUPS } from '../admin';
import { Toggle } from '../../ui';

export interface VisualConfigEditorProps {
  value: VisualConfig;
  onChange: (value: VisualConfig) => void;
}

type FlagMap = 'widgets' | 'views' | 'activities';

/** Sets one flag: allowed removes the entry, denied stores false. */
function withFlag(map: Record<string, boolean>, id: string, allowed: boolean): Record<string, boolean> {
  const next = { ...map };
  if (allowed) delete next[id];
  else next[id] = false;
  return next;
}

export function VisualConfigEditor({ value, onChange }: VisualConfigEditorProps) {
  const { t } = useTranslation();
  const flag = (map: FlagMap, id: string, allowed: boolean) =>
    onChange({ ...value, [map]: withFlag(value[map], id, allowed) });
  const groups = ADMIN_VIEW_GROUPS.filter((group) => !group.hidden);
  return (
    <fieldset className="vt-admin-form__group">
      <legend>{t('accessUsers.visualConfig')}</legend>
      <div className="vt-access__grid">
        {VISUAL_CONFIG_OPTIONS.map((option) => (
          <Toggle
            key={option}
            label={t(`accessUsers.options.${option}`)}
            checked={value[option]}
            onChange={(checked) => onChange({ ...value, [option]: checked })}
          />
        ))}
      </div>
      <fieldset className="vt-admin-form__group">
        <legend>{t('accessUsers.widgets')}</legend>
        <div className="vt-access__checks">
          {WIDGET_CATALOGUE.map((widget) => (
            <label key={widget.id}>
              <input
                type="checkbox"
                checked={isAllowed(value.widgets, widget.id)}
                onChange={(event) => flag('widgets', widget.id, event.target.checked)}
              />
              {widget.name}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="vt-admin-form__group">
        <legend>{t('accessUsers.adminViews')}</legend>
        {groups.map((group) => (
          <div key={group.id} className="vt-access__checks">
            <label className="vt-access__group">
              <input
                type="checkbox"
                checked={isAllowed(value.activities, group.id)}
                onChange={(event) => flag('activities', group.id, event.target.checked)}
              />
              {t(`admin.groups.${group.id}`)}
            </label>
            {group.views
              .filter((view) => !view.hidden)
              .map((view) => (
                <label key={view.id}>
                  <input
                    type="checkbox"
                    checked={isAllowed(value.views, view.id)}
                    onChange={(event) => flag('views', view.id, event.target.checked)}
                  />
                  {t(`admin.views.${view.id}`)}
                </label>
              ))}
          </div>
        ))}
      </fieldset>
    </fieldset>
  );
}
