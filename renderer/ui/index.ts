/** The console's small design system. */
export { Button, type ButtonProps } from './Button';
export { IconButton, type IconButtonProps } from './IconButton';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { clampTime, type DateTimePrecision, fromDateTimeLocal, toDateTimeLocal } from './dateTimeLocal';
export { Dialog, type DialogProps } from './Dialog';
export { ErrorBanner } from './ErrorBanner';
export { FieldMessage, type FieldMessageProps, fieldErrorProps } from './FieldMessage';
export * from './form';
export { ApiErrorCodes } from './ApiErrorCodes';
export { formatApiError } from './formatApiError';
export { HoverCard, type HoverCardProps } from './HoverCard';
export { Icon, type IconName } from './Icon';
export { LineIcon, type LineIconProps } from './LineIcon';
export { localiseServerMessage } from './localiseServerMessage';
export {
  Menu,
  MenuCheckboxItem,
  MenuItem,
  type MenuItemProps,
  type MenuProps,
  MenuRadioGroup,
  type MenuRadioGroupProps,
} from './Menu';
export { Popover, type PopoverProps } from './Popover';
export { SelectField, type SelectFieldProps } from './SelectField';
export { STACK_TABLE } from './stackTable';
export { Tabs, type TabsProps } from './Tabs';
export { TextField, type TextFieldProps } from './TextField';
export { ToastProvider, useToast, type ToastKind } from './Toast';
export { Toggle, type ToggleProps } from './Toggle';
export { TreeItem, type TreeItemProps } from './TreeItem';
export { type ElementSize, useElementSize } from './useElementSize';
export { useTextDirection } from './useTextDirection';
export { VISUALLY_HIDDEN } from './visuallyHidden';
export { useVirtualRows, VIRTUAL_FROM_ROWS, type VirtualRows, type VirtualRowsOptions } from './useVirtualRows';
