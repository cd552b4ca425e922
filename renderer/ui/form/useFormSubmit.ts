/** The form kit's submit helper (issue 35): runs the form's rules, sends the values (and the part
 *  that changed, for update forms), then shows the platform's refusal — on its field when the
 *  refusal names one or is one of the messages the form lists for a field, else in the form's
 *  banner (FormBanner). After a successful send the sent values become the form's new starting
 *  point, so "changed" counts from what was saved. One send runs at a time. */
import { type BaseSyntheticEvent, useContext, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { ApiErrorCodes } from '../ApiErrorCodes';
import { changedValues } from './changedValues';
import { type ServerAnswer, serverProblem } from './serverProblem';
import { FORM_PROBLEM } from './sharedRulesResolver';

/** A server message a field owns: the text itself, or a test (anyMessageOf a shared template). */
export type ServerMessage = string | ((message: string) => boolean);

/** The server's messages that belong to a field: e.g. `{ name: [USER_ERROR.NAME_TAKEN] }`. */
export type ServerFields<T extends FieldValues> = Partial<Record<FieldPath<T>, readonly ServerMessage[]>>;

/** Matches every message a shared message template makes, e.g.
 *  `anyMessageOf(ACCESS_ERROR.SCOPE_NAME_TAKEN_BY)` for "A label, zone or set named 'X' already exists". */
export function anyMessageOf(template: (value: string) => string): (message: string) => boolean {
  const [head = '', tail = ''] = template('\u0000').split('\u0000');
  return (message) => message.length >= head.length + tail.length && message.startsWith(head) && message.endsWith(tail);
}

export interface FormSubmitOptions<T extends FieldValues> {
  serverFields?: ServerFields<T>;
}

/** Sends the checked values; `changed` holds only the fields that differ from the starting values. */
export type FormSend<T extends FieldValues> = (values: T, changed: Partial<T>) => Promise<ServerAnswer> | ServerAnswer;

export function useFormSubmit<T extends FieldValues>(
  form: UseFormReturn<T>,
  send: FormSend<T>,
  options: FormSubmitOptions<T> = {},
): (event?: BaseSyntheticEvent) => Promise<void> {
  const { t } = useTranslation();
  const withCode = useContext(ApiErrorCodes);
  const sending = useRef(false);
  const handler = form.handleSubmit(async (values) => {
    const changed = changedValues(form.formState.defaultValues, values);
    const problem = serverProblem(await send(values, changed), t, withCode);
    if (!problem) {
      form.reset(values, { keepErrors: false });
      return;
    }
    const field = problem.field ?? fieldOfMessage(options.serverFields, problem.message);
    // Matched by the platform's words, shown in the operator's language (issue 34).
    const message = problem.shown ?? problem.message;
    if (field && field in flatten(values)) {
      form.setError(field as FieldPath<T>, { type: 'server', message }, { shouldFocus: true });
    } else form.setError(FORM_PROBLEM as FieldPath<T>, { type: 'server', message });
  });
  // One send at a time: a second Enter while the first is on its way does nothing.
  return async (event) => {
    if (sending.current) return event?.preventDefault();
    sending.current = true;
    try {
      await handler(event);
    } finally {
      sending.current = false;
    }
  };
}

function fieldOfMessage<T extends FieldValues>(fields: ServerFields<T> | undefined, message: string) {
  if (!fields) return undefined;
  return (Object.entries(fields) as Array<[string, readonly ServerMessage[]]>).find(([, messages]) =>
    messages.some((owned) => (typeof owned === 'string' ? owned === message : owned(message))),
  )?.[0];
}

/** Every path of the values ('email.host'), so a server field is matched only to a real one. */
function flatten(values: object, prefix = ''): Record<string, true> {
  const out: Record<string, true> = {};
  for (const [key, value] of Object.entries(values)) {
    const path = prefix + key;
    out[path] = true;
    if (value && typeof value === 'object' && !Array.isArray(value)) Object.assign(out, flatten(value, `${path}.`));
  }
  return out;
}
