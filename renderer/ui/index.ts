/** The console's small design system. */
export { Button, type ButtonProps } from './Button';
export { ErrorBanner } from './ErrorBanner';
export { formatApiError } from './formatApiError';
export { TextField, type TextFieldProps } from './TextField';
export { ToastProvider, useToast, type ToastKind } from './Toast';
