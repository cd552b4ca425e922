/** Export, events and archive-on-demand from a camera cell, and the Video Delivery Manager. */
export { AddDownloadJobDialog, type AddDownloadJobDialogProps } from './AddDownloadJobDialog';
export { CreateEventDialog, type CreateEventDialogProps, type CreateEventCamera } from './CreateEventDialog';
export { useDateTimeFormat } from './useDateTimeFormat';
export { useAutoAod, type AutoAodState, type UseAutoAodOptions } from './useAutoAod';
export { useAodRequest, type AodRequestInput } from './useAodRequest';
export {
  VideoDeliveryManager,
  type VideoDeliveryManagerProps,
  VideoDeliveryManagerWidget,
} from './VideoDeliveryManager';
