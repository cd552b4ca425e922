/** The console's small design system. */
export { Button, type ButtonProps } from './Button';
export { Dialog, type DialogProps } from './Dialog';
export { ErrorBanner } from './ErrorBanner';
export { formatApiError } from './formatApiError';
export { Icon, type IconName } from './Icon';
export { LineIcon, type LineIconProps } from './LineIcon';
export { SelectField, type SelectFieldProps } from './SelectField';
export { TextField, type TextFieldProps } from './TextField';
export { ToastProvider, useToast, type ToastKind } from './Toast';
export { Toggle, type ToggleProps } from './Toggle';
export { useDismissablePopup } from './useDismissablePopup';
export { type ElementSize, useElementSize } from './useElementSize';
