/** The console's form kit (issue 35): react-hook-form checked by the shared/ rules client and
 *  server keep in common, fields bound to the form with their error written once (FieldMessage),
 *  a submit helper that puts the platform's refusal on its field or in the banner, and the changed
 *  values for update forms. Start at useSharedForm. */
export { changedValues } from './changedValues';
export { Form, type FormProps } from './Form';
export { FormBanner } from './FormBanner';
export { FormDialogActions, type FormDialogActionsProps } from './FormDialogActions';
export { type CheckboxListItem, FormCheckboxList, type FormCheckboxListProps } from './FormCheckboxList';
export { FormNumberField, type FormNumberFieldProps, parseNumberText } from './FormNumberField';
export { FormSelectField, type FormSelectFieldProps } from './FormSelectField';
export { FormSubmitButton, type FormSubmitButtonProps } from './FormSubmitButton';
export { FormTextArea, type FormTextAreaProps } from './FormTextArea';
export { FormPasswordField, FormTextField, type FormTextFieldProps } from './FormTextField';
export { FormCheckbox, type FormCheckboxProps, FormToggle, type FormToggleProps } from './FormToggle';
export { type ServerAnswer, type ServerFieldProblem, serverProblem } from './serverProblem';
export {
  FORM_PROBLEM,
  type FieldProblems,
  type FormRules,
  problemEntries,
  rulesErrors,
  sharedRulesResolver,
} from './sharedRulesResolver';
export { useFormField } from './useFormField';
export {
  anyMessageOf,
  type FormSend,
  type FormSubmitOptions,
  type ServerFields,
  type ServerMessage,
  useFormSubmit,
} from './useFormSubmit';
export { type SharedFormOptions, useSharedForm } from './useSharedForm';
