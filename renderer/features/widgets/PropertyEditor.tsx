/** The widget property editor (spec 3 §2.6): the widget's own options with their defaults, plus
 *  freeze width and freeze height for every widget; empty when the user's list of enabled
 *  widgets lacks the widget. */
import { type ComponentType, Fragment, type ReactNode, useId } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ViewWidget, WidgetProps } from '../../../shared/views';
import { type OptionSpec, widgetSpec } from '../../../shared/widgets';
import { SelectField, TextField } from '../../ui';
import { getWidget, hasEditableProperties } from './widgetRegistry';
import type { OptionFieldProps } from './widgetTypes';

export interface PropertyEditorProps {
  widget: ViewWidget;
  /** The view holds a Timeline: options it takes over are not offered. */
  viewHasTimeline?: boolean;
  widgetFlags: Readonly<Record<string, boolean>>;
  onChange: (props: WidgetProps) => void;
  /** The user may use the hierarchy editor: the hierarchy options show (spec 3 §2.6). */
  mayEditHierarchies?: boolean;
  /** A field of another feature for an option (the Device List's hierarchy choice); undefined
   *  leaves the option to the editor's own field. */
  renderOption?: (key: string, value: unknown, set: (value: unknown) => void) => ReactNode | undefined;
}

export function PropertyEditor(editorProps: PropertyEditorProps) {
  const {
    widget,
    widgetFlags,
    onChange,
    viewHasTimeline = false,
    mayEditHierarchies = false,
    renderOption,
  } = editorProps;
  const { t } = useTranslation();
  const name = t(`widgets.names.${widget.widgetId}`, { defaultValue: widget.name });
  if (!hasEditableProperties(widgetFlags, widget.widgetId)) {
    return <section className="vt-property-editor" aria-label={t('widgets.properties', { name })} />;
  }
  const options = (widgetSpec(widget.widgetId)?.options ?? []).filter(
    (option) =>
      !(viewHasTimeline && 'hiddenWithTimeline' in option && option.hiddenWithTimeline) &&
      !(!mayEditHierarchies && 'hierarchyEditor' in option && option.hierarchyEditor),
  );
  const set = (key: string, value: unknown) => onChange({ ...widget.props, [key]: value });
  const ownFields = getWidget(widget.widgetId)?.optionFields ?? {};
  return (
    <section className="vt-property-editor" aria-label={t('widgets.properties', { name })}>
      <h4 className="vt-property-editor__title">{t('widgets.properties', { name })}</h4>
      {options.map((option) => (
        <Fragment key={option.key}>
          {renderOption?.(option.key, widget.props[option.key] ?? option.default, (value) =>
            set(option.key, value),
          ) ?? <OwnOrOptionField own={ownFields[option.key]} option={option} props={widget.props} onSet={set} />}
        </Fragment>
      ))}
      <Check
        label={t('widgets.freezeWidth')}
        checked={widget.props.freezeWidth === true}
        onChange={(v) => set('freezeWidth', v)}
      />
      <Check
        label={t('widgets.freezeHeight')}
        checked={widget.props.freezeHeight === true}
        onChange={(v) => set('freezeHeight', v)}
      />
    </section>
  );
}

/** The widget's own field for the option when it gives one (its registry entry), else the field
 *  for the option's type. */
function OwnOrOptionField({
  own: Own,
  ...field
}: {
  own: ComponentType<OptionFieldProps> | undefined;
  option: OptionSpec;
  props: WidgetProps;
  onSet: (key: string, value: unknown) => void;
}) {
  if (!Own) return <OptionField {...field} />;
  const { option, props, onSet } = field;
  return <Own value={props[option.key] ?? option.default} onChange={(value) => onSet(option.key, value)} />;
}

function OptionField({
  option,
  props,
  onSet,
}: {
  option: OptionSpec;
  props: WidgetProps;
  onSet: (key: string, value: unknown) => void;
}) {
  const { t } = useTranslation();
  const label = t(`widgets.options.${option.key}`, { defaultValue: option.key });
  const disabled = 'enabledWhen' in option && option.enabledWhen !== undefined && props[option.enabledWhen] !== true;
  const value = props[option.key] ?? option.default;
  switch (option.type) {
    case 'boolean':
      return (
        <Check label={label} checked={value === true} disabled={disabled} onChange={(v) => onSet(option.key, v)} />
      );
    case 'choice':
      return (
        <SelectField
          label={label}
          value={String(value)}
          disabled={disabled}
          options={option.values.map((choice) => ({
            value: choice,
            label: valueLabel(t, option.key, choice),
          }))}
          onChange={(choice) => onSet(option.key, choice)}
        />
      );
    case 'multi': {
      const chosen = Array.isArray(value) ? (value as string[]) : [];
      return (
        <fieldset className="vt-fieldset">
          <legend className="vt-field__label">{label}</legend>
          {option.values.map((choice) => (
            <Check
              key={choice}
              label={valueLabel(t, option.key, choice)}
              checked={chosen.includes(choice)}
              onChange={(on) => onSet(option.key, on ? [...chosen, choice] : chosen.filter((c) => c !== choice))}
            />
          ))}
        </fieldset>
      );
    }
    case 'text':
      return (
        <TextField
          label={label}
          value={typeof value === 'string' ? value : ''}
          onChange={(text) => onSet(option.key, text)}
        />
      );
  }
}

/** A choice's label: the option's own wording first (a delay's '60' reads '1 min', a reset's '5'
 *  reads '5 min'), then the wording shared by every option, then the value itself. */
function valueLabel(t: TFunction, optionKey: string, value: string): string {
  return t([`widgets.values.${optionKey}.${value}`, `widgets.values.${value}`], { defaultValue: value });
}

function Check({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="vt-check">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
