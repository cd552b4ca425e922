/** The form kit's <form>: provides the form to its fields (FormTextField, FormSelectField…) and
 *  submits through the kit's submit helper; the browser's own bubbles are off (noValidate), the
 *  shared rules speak instead. */
import type { BaseSyntheticEvent, ReactNode } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';

export interface FormProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  /** Usually what useFormSubmit returned. */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void> | void;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

export function Form<T extends FieldValues>({ form, onSubmit, className, children, ...rest }: FormProps<T>) {
  return (
    <FormProvider {...form}>
      <form className={className} noValidate onSubmit={(event) => void onSubmit(event)} {...rest}>
        {children}
      </form>
    </FormProvider>
  );
}
