/** A camera tour's steps (spec 3 §3.6; §2.1 /view/cameraTour/edit/{id}/steps/{stepIndex}): in
 *  order, each with its camera, the preset a PTZ camera is driven to, its delay and name; moved up
 *  and down, removed, added. The step the path names is marked and scrolled to; working in a step
 *  names it in the path. */
import { useEffect, useRef } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { Button, FormNumberField, FormSelectField, FormTextField, IconButton } from '../../ui';
import { TourCamerasQuery } from './cameraTourDocuments';
import { newStep, type TourFormValues } from './tourFormValues';
import { StepPresetField } from './StepPresetField';

export interface TourStepsEditorProps {
  /** The step the path names, counted from 0. */
  selected: number | undefined;
  onSelect: (index: number) => void;
}

export function TourStepsEditor({ selected, onSelect }: TourStepsEditorProps) {
  const { t } = useTranslation();
  const form = useFormContext<TourFormValues>();
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'steps' });
  const [cameras] = useQuery({ query: TourCamerasQuery, requestPolicy: 'cache-and-network' });
  const list = cameras.data?.devicesByAspectTypes ?? [];
  const isPtz = (id: string) => list.some((c) => c.id === id && c.isPtz === true);
  const cameraOptions = [
    { value: '', label: t('cameraTours.step.chooseCamera') },
    ...list.map((c) => ({ value: c.id, label: c.name })),
  ];
  const marked = useRef<HTMLLIElement | null>(null);
  useEffect(() => {
    marked.current?.scrollIntoView?.({ block: 'nearest' });
  }, [selected]);

  const moveStep = (from: number, to: number) => {
    move(from, to);
    onSelect(to);
  };
  const removeStep = (index: number) => {
    remove(index);
    if (selected !== undefined && selected >= fields.length - 1) onSelect(Math.max(0, fields.length - 2));
  };

  return (
    <div className="vt-tour-steps">
      {fields.length === 0 && <p className="vt-muted">{t('cameraTours.noSteps')}</p>}
      <ol className="vt-tour-steps__list">
        {fields.map((field, index) => {
          const label = t('cameraTours.step.title', { step: index + 1 });
          return (
            <li
              key={field.id}
              ref={index === selected ? marked : undefined}
              aria-label={label}
              aria-current={index === selected ? 'step' : undefined}
              className={index === selected ? 'vt-tour-step vt-tour-step--selected' : 'vt-tour-step'}
              onFocusCapture={() => {
                if (index !== selected) onSelect(index);
              }}
            >
              <span className="vt-tour-step__number" aria-hidden="true">
                {index + 1}
              </span>
              <div className="vt-tour-step__fields">
                <FormSelectField<TourFormValues>
                  name={`steps.${index}.cameraId`}
                  label={t('cameraTours.step.camera')}
                  options={cameraOptions}
                />
                <StepPresetField index={index} isPtz={isPtz} />
                <FormNumberField<TourFormValues> name={`steps.${index}.delay`} label={t('cameraTours.step.delay')} />
                <FormTextField<TourFormValues> name={`steps.${index}.name`} label={t('cameraTours.step.name')} />
              </div>
              <div className="vt-tour-step__tools">
                <IconButton
                  icon="arrowUp"
                  titled
                  label={t('cameraTours.step.moveUp', { step: index + 1 })}
                  disabled={index === 0}
                  onClick={() => moveStep(index, index - 1)}
                />
                <IconButton
                  icon="arrowDown"
                  titled
                  label={t('cameraTours.step.moveDown', { step: index + 1 })}
                  disabled={index === fields.length - 1}
                  onClick={() => moveStep(index, index + 1)}
                />
                <IconButton
                  icon="trash"
                  titled
                  label={t('cameraTours.step.remove', { step: index + 1 })}
                  onClick={() => removeStep(index)}
                />
              </div>
            </li>
          );
        })}
      </ol>
      <div>
        <Button
          variant="secondary"
          onClick={() => {
            append(newStep());
            onSelect(fields.length);
          }}
        >
          {t('cameraTours.addStep')}
        </Button>
      </div>
    </div>
  );
}
