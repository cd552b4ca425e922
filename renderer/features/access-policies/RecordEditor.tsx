/** The skeleton every access editor shares (spec 3 §2.1 add/edit routes, §3.6): the record read
 *  from its list, a draft filled from it once loaded, Save that reports the platform's refusal in
 *  words or returns to the list, Delete after asking, Cancel, and 'not found' for an id the realm
 *  does not hold. Editors bring only their fields and how they save. */
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CombinedError } from 'urql';
import { Button } from '../../ui';
import { SectionFrame } from './SectionFrame';

/** The platform's words for a failed operation, or undefined when it went through. */
export function failureOf(result: { error?: CombinedError | undefined }): string | undefined {
  return result.error ? (result.error.graphQLErrors[0]?.message ?? result.error.message) : undefined;
}

export interface RecordEditorOptions<R extends { id: string; name: string }> {
  /** The record being edited, once its list has loaded (undefined when adding). */
  record: R | undefined;
  /** Fills the draft from the record, each time a new copy of it is read. */
  load: (record: R) => void;
  /** Saves the draft; answers the platform's refusal, or undefined. */
  save: () => Promise<string | undefined>;
  /** Deletes the record; answers the platform's refusal, or undefined. */
  remove: (record: R) => Promise<string | undefined>;
  /** Where Save, Cancel and Delete return to. */
  listPath: string;
}

export function useRecordEditor<R extends { id: string; name: string }>(options: RecordEditorOptions<R>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const latest = useRef(options);
  latest.current = options;
  const { record, listPath } = options;

  useEffect(() => {
    if (record) latest.current.load(record);
  }, [record]);

  const submit = async () => {
    setBusy(true);
    setError(null);
    const failure = await latest.current.save();
    setBusy(false);
    if (failure) setError(failure);
    else void navigate(listPath);
  };
  const del = async () => {
    if (!record || !window.confirm(t('accessPolicies.confirmDelete', { name: record.name }))) return;
    const failure = await latest.current.remove(record);
    if (failure) setError(failure);
    else void navigate(listPath);
  };
  return { error, busy, submit, del, cancel: () => void navigate(listPath) };
}

export interface RecordEditorFrameProps {
  editor: ReturnType<typeof useRecordEditor>;
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
  children: ReactNode;
}

export function RecordEditorFrame(props: RecordEditorFrameProps) {
  const { t } = useTranslation();
  const { editor } = props;
  if (props.missing)
    return (
      <SectionFrame title={props.sectionTitle} error={t('accessPolicies.notFound')}>
        {null}
      </SectionFrame>
    );
  return (
    <SectionFrame title={props.title} error={editor.error}>
      <form
        className="vt-policies__form"
        onSubmit={(event) => {
          event.preventDefault();
          void editor.submit();
        }}
      >
        {props.systemHint && <p className="vt-muted">{props.systemHint}</p>}
        {props.children}
        <div className="vt-policies__buttons">
          {props.showSave !== false && (
            <Button type="submit" busy={editor.busy} disabled={!props.canSave}>
              {t('accessPolicies.save')}
            </Button>
          )}
          <Button variant="secondary" onClick={editor.cancel}>
            {t('accessPolicies.cancel')}
          </Button>
          {props.existing && !props.systemHint && (
            <Button variant="quiet" onClick={() => void editor.del()}>
              {t('accessPolicies.delete')}
            </Button>
          )}
        </div>
      </form>
    </SectionFrame>
  );
}
