/** The form kit's banner: the problem that belongs to the whole form (the platform's refusal, or a
 *  rule reported under FORM_PROBLEM), in the console's ErrorBanner. `extra` shows a problem the
 *  form keeps outside react-hook-form (e.g. a second button's answer) when there is no other. */
import { useFormState } from 'react-hook-form';
import { ErrorBanner } from '../ErrorBanner';

export function FormBanner({ extra }: { extra?: string | null | undefined }) {
  const { errors } = useFormState();
  const root = errors.root as Record<string, { message?: string } | undefined> | undefined;
  return <ErrorBanner error={root?.form?.message ?? extra} />;
}
