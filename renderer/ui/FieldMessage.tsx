/** The one markup of a field's error or warning: a line under the field that its input names
 *  through aria-describedby and that screen readers announce when it appears (a warning politely:
 *  it does not stop the form, e.g. a camera probe's finding beside the field it concerns). The
 *  platform's and the shared rules' messages show in the operator's language (issue 34). */
import { useTranslation } from 'react-i18next';
import { localiseServerMessage } from './localiseServerMessage';
import './Field.css';

export interface FieldMessageProps {
  /** The id the field's aria-describedby points at. */
  id: string;
  message: string | undefined;
  kind?: 'error' | 'warning';
}

export function FieldMessage({ id, message, kind = 'error' }: FieldMessageProps) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <p id={id} className={`vt-field__${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {/* Isolated: a server's English message inside a right-to-left page. */}
      <bdi>{localiseServerMessage(t, message)}</bdi>
    </p>
  );
}

/** The accessibility attributes of a field that may show an error under it; `invalid` marks it
 *  wrong when its rule has no words. */
export function fieldErrorProps(errorId: string, error: string | undefined, describedBy?: string, invalid?: boolean) {
  const ids = [describedBy, error ? errorId : undefined].filter(Boolean).join(' ');
  return { 'aria-invalid': error || invalid ? true : undefined, 'aria-describedby': ids || undefined } as const;
}
