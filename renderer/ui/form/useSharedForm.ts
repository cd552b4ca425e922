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
import { type DefaultValues, type FieldValues, useForm, type UseFormReturn } from 'react-hook-form';
import { type FormRules, sharedRulesResolver } from './sharedRulesResolver';

export interface SharedFormOptions<T extends FieldValues> {
  defaultValues: DefaultValues<T>;
  /** The form's rules, built from shared/ validators; none when the form has none. */
  rules?: FormRules<T>;
  /** Check every change from the start rather than from the first submit (a name checked as typed). */
  checkAsTyped?: boolean;
}

const NO_RULES = () => ({});

export function useSharedForm<T extends FieldValues>({
  defaultValues,
  rules,
  checkAsTyped = false,
}: SharedFormOptions<T>): UseFormReturn<T> {
  return useForm<T>({
    defaultValues,
    resolver: sharedRulesResolver<T>(rules ?? NO_RULES),
    mode: checkAsTyped ? 'onChange' : 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
}
