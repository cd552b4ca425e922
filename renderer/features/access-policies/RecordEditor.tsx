/** The skeleton every access editor shares (spec 3 §2.1 add/edit routes, §3.6), on the console's
 *  form kit: the record read from its list fills the form once loaded (and again when a new copy
 *  is read), Save checks the editor's shared rules and reports the platform's refusal in words —
 *  under the field it is about, else in the banner — or returns to the list, Delete after asking,
 *  Cancel, and 'not found' for an id the realm does not hold. Editors bring only their fields,
 *  their rules and how they save. */
import { type ReactNode, useEffect, useRef } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CombinedError } from 'urql';
import {
  Button,
  Form,
  FORM_PROBLEM,
  FormBanner,
  type FormRules,
  type ServerFields,
  useFormSubmit,
  useSharedForm,
} from '../../ui';
import { SectionFrame } from './SectionFrame';

/** The platform's words for a failed operation, or undefined when it went through. */
export function failureOf(result: { error?: CombinedError | undefined }): string | undefined {
  return result.error ? (result.error.graphQLErrors[0]?.message ?? result.error.message) : undefined;
}

export interface RecordEditorOptions<R extends { id: string; name: string }, V extends FieldValues> {
  /** The record being edited, once its list has loaded (undefined when adding). */
  record: R | undefined;
  /** The form's values when adding. */
  empty: DefaultValues<V>;
  /** The form's values for a record read from the platform. */
  valuesOf: (record: R) => DefaultValues<V>;
  /** The editor's rules, from shared/ (the platform checks the same). */
  rules?: FormRules<V>;
  /** The platform's refusals that belong to one field. */
  serverFields?: ServerFields<V>;
  /** Check the rules as the user types, not only from the first Save. */
  checkAsTyped?: boolean;
  /** Saves the values (`changed`: what differs from the record); answers the platform's refusal, or undefined. */
  save: (values: V, changed: Partial<V>) => Promise<string | undefined>;
  /** Deletes the record; answers the platform's refusal, or undefined. */
  remove: (record: R) => Promise<string | undefined>;
  /** Where Save, Cancel and Delete return to. */
  listPath: string;
}

export interface RecordEditor<V extends FieldValues> {
  form: UseFormReturn<V>;
  submit: () => Promise<void>;
  del: () => Promise<void>;
  cancel: () => void;
}

export function useRecordEditor<R extends { id: string; name: string }, V extends FieldValues>(
  options: RecordEditorOptions<R, V>,
): RecordEditor<V> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const latest = useRef(options);
  latest.current = options;
  const { record, listPath } = options;
  const form = useSharedForm<V>({
    defaultValues: options.empty,
    rules: (values) => latest.current.rules?.(values) ?? {},
    checkAsTyped: options.checkAsTyped,
  });

  // The form takes the record once per record opened: a list refetched while the administrator
  // edits (another query writing the same entities) must not reset the edit and lose their changes.
  const filledFor = useRef<string | null>(null);
  useEffect(() => {
    if (!record || filledFor.current === record.id) return;
    filledFor.current = record.id;
    form.reset(latest.current.valuesOf(record));
  }, [record, form]);

  const submit = useFormSubmit(
    form,
    async (values, changed) => {
      const failure = await latest.current.save(values, changed);
      if (failure) return failure;
      void navigate(listPath);
    },
    { serverFields: options.serverFields },
  );
  const del = async () => {
    if (!record || !window.confirm(t('accessPolicies.confirmDelete', { name: record.name }))) return;
    const failure = await latest.current.remove(record);
    if (failure) form.setError(FORM_PROBLEM as 'root', { type: 'server', message: failure });
    else void navigate(listPath);
  };
  return { form, submit, del, cancel: () => void navigate(listPath) };
}

export interface RecordEditorFrameProps<V extends FieldValues> {
  editor: RecordEditor<V>;
  title: string;
  /** The section's name, the title of 'not found'. */
  sectionTitle: string;
  /** An id was asked for, the list has loaded and holds no such record. */
  missing: boolean;
  /** A system-managed record: its hint is shown, and it cannot be deleted. */
  systemHint?: string | undefined;
  /** Editing an existing record (Delete is offered unless system-managed). */
  existing: boolean;
  canSave: boolean;
  /** False hides Save (a read-only record). */
  showSave?: boolean;
  /** Nothing to change here: neither Save nor Delete (a system-managed set). */
  readOnly?: boolean;
  children: ReactNode;
}

export function RecordEditorFrame<V extends FieldValues>(props: RecordEditorFrameProps<V>) {
  const { t } = useTranslation();
  const { editor } = props;
  if (props.missing)
    return (
      <SectionFrame title={props.sectionTitle} error={t('accessPolicies.notFound')}>
        {null}
      </SectionFrame>
    );
  return (
    <SectionFrame title={props.title}>
      <Form form={editor.form} onSubmit={editor.submit} className="vt-policies__form">
        <FormBanner />
        {props.systemHint && <p className="vt-muted">{props.systemHint}</p>}
        {props.children}
        <div className="vt-policies__buttons">
          {props.showSave !== false && !props.readOnly && (
            <Button type="submit" busy={editor.form.formState.isSubmitting} disabled={!props.canSave}>
              {t('accessPolicies.save')}
            </Button>
          )}
          <Button variant="secondary" onClick={editor.cancel}>
            {t('accessPolicies.cancel')}
          </Button>
          {props.existing && !props.systemHint && !props.readOnly && (
            <Button variant="quiet" onClick={() => void editor.del()}>
              {t('accessPolicies.delete')}
            </Button>
          )}
        </div>
      </Form>
    </SectionFrame>
  );
}
