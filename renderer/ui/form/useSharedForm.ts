/** The form kit's entry (issue 35): react-hook-form set up the console's way — checked by the
 *  form's shared rules (sharedRulesResolver) on submit and then again as the user corrects a field,
 *  errors shown under their fields, the first wrong field focused.
 *
 *  const form = useSharedForm({ defaultValues, rules: (v) => ({ name: validateName(v.name) }) });
 *  const submit = useFormSubmit(form, async (values, changed) => …send…, { serverFields });
 *  <Form form={form} onSubmit={submit}>
 *    <FormBanner />
 *    <FormTextField<Values> name="name" label={t('…')} />
 *    <Button type="submit" busy={form.formState.isSubmitting}>…</Button>
 *  </Form> */
import { useState } from 'react';
import { type DefaultValues, type FieldValues, useForm, type UseFormReturn } from 'react-hook-form';
import { type FormRules, rulesErrors, sharedRulesResolver } from './sharedRulesResolver';

export interface SharedFormOptions<T extends FieldValues> {
  defaultValues: DefaultValues<T>;
  /** The form's rules, built from shared/ validators; none when the form has none. */
  rules?: FormRules<T>;
  /** Check every change from the start rather than from the first submit (a name checked as typed);
   *  the starting values are checked too, so a suggested name that cannot be used says so at once. */
  checkAsTyped?: boolean;
}

const NO_RULES = () => ({});

export function useSharedForm<T extends FieldValues>({
  defaultValues,
  rules,
  checkAsTyped = false,
}: SharedFormOptions<T>): UseFormReturn<T> {
  // Checked once, as the form opens; later checks are react-hook-form's own.
  const [startErrors] = useState(() => (checkAsTyped ? rulesErrors<T>((rules ?? NO_RULES)(defaultValues as T)) : {}));
  return useForm<T>({
    defaultValues,
    errors: startErrors,
    resolver: sharedRulesResolver<T>(rules ?? NO_RULES),
    mode: checkAsTyped ? 'onChange' : 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
}
