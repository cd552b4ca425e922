/** What every bound field of the form kit shares: its value, change and blur handlers, its ref (so
 *  the first wrong field gets the focus), its problem's text and whether it is wrong at all (a rule
 *  may mark it without words), from the enclosing <Form>. `deps` are fields checked again whenever this one changes (a rule over
 *  two inputs, e.g. a position's latitude and longitude). */
import { type FieldPath, type FieldValues, useController, useFormContext } from 'react-hook-form';

export function useFormField<T extends FieldValues>(name: FieldPath<T>, deps?: FieldPath<T>[]) {
  const { control } = useFormContext<T>();
  const { field, fieldState } = useController<T>({ name, control, ...(deps && { rules: { deps } }) });
  return { field, error: fieldState.error?.message, invalid: fieldState.invalid };
}
