/** One key combination in <kbd> elements joined by '+', left to right in every language (keys are
 *  not words). */
import { Fragment } from 'react';

export function KeyCombo({ parts }: { parts: readonly string[] }) {
  return (
    <kbd className="vt-keys" dir="ltr">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && (
            <span className="vt-keys__plus" aria-hidden>
              +
            </span>
          )}
          <kbd className="vt-key">{part}</kbd>
        </Fragment>
      ))}
    </kbd>
  );
}
