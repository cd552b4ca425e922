/** One key combination in <kbd> elements, left to right in every language (keys are not words). */
export function KeyCombo({ parts }: { parts: readonly string[] }) {
  return (
    <kbd className="vt-keys" dir="ltr">
      {parts.map((part, index) => (
        <kbd key={index} className="vt-key">
          {part}
        </kbd>
      ))}
    </kbd>
  );
}
