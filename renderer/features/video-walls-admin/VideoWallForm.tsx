/** A video wall's form (issue 30) on the console's form kit: its name, rows × columns (1..8) and a
 *  name for each display laid out as the wall is; saving returns to the list. Delete asks first and
 *  tells that the wall's paired displays go back to showing a pairing code. */
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useClient } from 'urql';
import { WALL_ERROR, WALL_SIZE } from '../../../shared/walls/videoWalls';
import {
  ConfirmDialog,
  Form,
  FORM_PROBLEM,
  FormBanner,
  FormNumberField,
  FormTextField,
  useFormSubmit,
  useSharedForm,
  useToast,
} from '../../ui';
import { AdminFormFooter, adminErrorMessage } from '../admin';
import { CreateWallMutation, DeleteWallMutation, UpdateWallMutation, type WallAdminRecord } from './videoWallDocuments';
import { VIDEO_WALLS_PATH } from './videoWallPaths';
import { displayCount, wallInput, wallProblems, type WallFormValues } from './wallFormValues';
import { useWallText } from './useWallText';

export interface VideoWallFormProps {
  /** The saved wall; none on the add page. */
  wall?: WallAdminRecord;
  initial: WallFormValues;
}

export function VideoWallForm({ wall, initial }: VideoWallFormProps) {
  const { t } = useTranslation();
  const client = useClient();
  const navigate = useNavigate();
  const toast = useToast();
  const say = useWallText();
  const form = useSharedForm<WallFormValues>({ defaultValues: initial, rules: (v) => wallProblems(v, say) });
  const [rows, columns] = useWatch({ control: form.control, name: ['rows', 'columns'] });
  const count = displayCount({ rows, columns });
  const resized = wall !== undefined && (rows !== wall.rows || columns !== wall.columns);
  const [deleting, setDeleting] = useState<'asking' | 'sending' | null>(null);

  const submit = useFormSubmit(
    form,
    async (values) => {
      const input = wallInput(values, wall?.id);
      const result = wall
        ? await client.mutation(UpdateWallMutation, { wall: input }).toPromise()
        : await client.mutation(CreateWallMutation, { wall: input }).toPromise();
      if (result.error) return result.error;
      toast(t(wall ? 'videoWalls.saved' : 'videoWalls.added', { name: input.name }), 'success');
      navigate(VIDEO_WALLS_PATH);
    },
    { serverFields: { name: [WALL_ERROR.NAME_EMPTY, WALL_ERROR.NAME_TOO_LONG, WALL_ERROR.NAME_TAKEN] } },
  );

  const remove = async () => {
    if (!wall) return;
    setDeleting('sending');
    const result = await client.mutation(DeleteWallMutation, { id: wall.id }).toPromise();
    setDeleting(null);
    if (result.error) return form.setError(FORM_PROBLEM as 'root', { message: say(adminErrorMessage(result.error)) });
    toast(t('videoWalls.deleted', { name: wall.name }), 'success');
    navigate(VIDEO_WALLS_PATH);
  };

  const hintId = useId();
  return (
    <Form form={form} onSubmit={submit} className="vt-wall-form" aria-labelledby="vt-wall-form-title">
      <h2 id="vt-wall-form-title" className="vt-wall-form__title">
        {t('videoWalls.general')}
      </h2>
      <FormBanner />
      <div className="vt-wall-form__general">
        <FormTextField<WallFormValues> name="name" label={t('videoWalls.name')} required />
        <div className="vt-wall-form__size">
          <FormNumberField<WallFormValues>
            name="rows"
            label={t('videoWalls.rows')}
            required
            aria-describedby={hintId}
          />
          <span aria-hidden className="vt-wall-form__times">
            ×
          </span>
          <FormNumberField<WallFormValues>
            name="columns"
            label={t('videoWalls.columns')}
            required
            aria-describedby={hintId}
          />
        </div>
        <p id={hintId} className="vt-muted">
          {t('videoWalls.sizeHint', { min: WALL_SIZE.min, max: WALL_SIZE.max })}
          {resized && ` ${t('videoWalls.resizeNote')}`}
        </p>
      </div>
      {count > 0 && (
        <fieldset className="vt-wall-form__displays">
          <legend>{t('videoWalls.displayNames')}</legend>
          <div className="vt-wall-grid" style={{ gridTemplateColumns: `repeat(${columns ?? 1}, minmax(0, 1fr))` }}>
            {Array.from({ length: count }, (_, index) => (
              <FormTextField<WallFormValues>
                key={index}
                name={`displayNames.${index}`}
                label={t('videoWalls.displayName', { number: index + 1 })}
                placeholder={t('videoWalls.defaultDisplayName', { number: index + 1 })}
              />
            ))}
          </div>
        </fieldset>
      )}
      <AdminFormFooter
        busy={form.formState.isSubmitting || deleting === 'sending'}
        onDelete={wall ? () => setDeleting('asking') : undefined}
        onCancel={() => navigate(VIDEO_WALLS_PATH)}
      />
      {deleting && wall && (
        <ConfirmDialog
          title={t('videoWalls.delete.title', { name: wall.name })}
          confirmLabel={t('videoWalls.delete.confirm')}
          busy={deleting === 'sending'}
          onConfirm={() => void remove()}
          onCancel={() => setDeleting(null)}
        >
          <p>{t('videoWalls.delete.detail')}</p>
        </ConfirmDialog>
      )}
    </Form>
  );
}
