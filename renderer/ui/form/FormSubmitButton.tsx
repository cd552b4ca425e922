/** The form kit's submit button: it sends the form around it (Form) and is busy, so disabled and
 *  announced as such, while that form's send is on its way. */
import { useFormState } from 'react-hook-form';
import { Button, type ButtonProps } from '../Button';

export type FormSubmitButtonProps = Omit<ButtonProps, 'type' | 'busy'>;

export function FormSubmitButton(props: FormSubmitButtonProps) {
  const { isSubmitting } = useFormState();
  return <Button {...props} type="submit" busy={isSubmitting} />;
}
