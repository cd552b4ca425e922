/** A field's problem or warning under it, announced to assistive technology. */
export function FieldProblem({ text, kind = 'error' }: { text: string | undefined; kind?: 'error' | 'warning' }) {
  if (!text) return null;
  return (
    <p
      className={`vt-camera-form__problem vt-camera-form__problem--${kind}`}
      role={kind === 'error' ? 'alert' : 'status'}
    >
      {text}
    </p>
  );
}
