/** The form kit's resolver (issue 35): react-hook-form checks a form with the same rule functions
 *  the platform applies (the validators in shared/), so client and server keep one source of rules.
 *
 *  A form's rules are one function from its values to its problems, in either shape the shared
 *  validators answer with:
 *  - a record `{ fieldPath: message | undefined }` (e.g. `{ name: validateName(v.name) }`), or
 *  - a list `[{ field, message }]` (e.g. `validateCameraSettings(v)`).
 *  A problem whose field is not a path of the form, or is `FORM_PROBLEM`, shows in the form's banner.
 *  `true` in the record marks a field wrong without words, where the spec gives the rule no text
 *  (spec 2: a new PTZ command's missing name). */
import { type FieldErrors, type FieldValues, type Resolver, set } from 'react-hook-form';

/** The key of a problem that belongs to the whole form rather than one field: shown in the banner. */
export const FORM_PROBLEM = 'root.form';

export type FieldProblemList = ReadonlyArray<{ field: string; message: string | undefined | null }>;
export type FieldProblemRecord = Readonly<Record<string, string | undefined | null | boolean>>;
export type FieldProblems = FieldProblemList | FieldProblemRecord;

/** A form's rules: its values in, its problems out (an empty record or list when it may be sent). */
export type FormRules<T extends FieldValues> = (values: T) => FieldProblems;

/** The problems as [path, message] pairs, the empty ones left out; a field marked wrong without
 *  words (`true`) has the message ''. */
export function problemEntries(problems: FieldProblems): Array<[string, string]> {
  const pairs: Array<[string, string | undefined | null | boolean]> = Array.isArray(problems)
    ? (problems as FieldProblemList).map((p) => [p.field, p.message])
    : Object.entries(problems);
  return pairs.flatMap(([field, message]): Array<[string, string]> => {
    if (message === true) return [[field, '']];
    return typeof message === 'string' && message !== '' ? [[field, message]] : [];
  });
}

/** The problems as react-hook-form errors; the first problem of a field wins. */
export function rulesErrors<T extends FieldValues>(problems: FieldProblems): FieldErrors<T> {
  const errors: FieldErrors<T> = {};
  const seen = new Set<string>();
  for (const [field, message] of problemEntries(problems)) {
    if (seen.has(field)) continue;
    seen.add(field);
    set(errors, field, { type: 'rule', message });
  }
  return errors;
}

/** A react-hook-form resolver over the rules. */
export function sharedRulesResolver<T extends FieldValues>(rules: FormRules<T>): Resolver<T> {
  return (values) => {
    const errors = rulesErrors<T>(rules(values));
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
  };
}
