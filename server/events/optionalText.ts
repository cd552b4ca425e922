/** A text field of an event sent from outside (spec 3 §7.4 alert log): a string, or a number or
 *  boolean a legacy client sends for one, read as its text; anything else is refused by name.
 *  `String()` of an object whose toString is not a function threw, and `{note: {toString: "x"}}`
 *  answered 500 (issue 27 #14). */
import { DomainError } from '../kernel/DomainError';

/** The value as text, null when absent; refuses objects, arrays and text longer than `maxLength`. */
export function optionalText(name: string, value: unknown, maxLength = Infinity): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
    throw DomainError.badInput(`${name} must be a string`);
  }
  const text = String(value);
  if (text.length > maxLength) throw DomainError.badInput(`${name} is longer than ${maxLength} characters`);
  return text;
}
