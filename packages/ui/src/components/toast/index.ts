export { Toast, ToastViewport, type ToastProps, type ToastViewportProps } from './toast';
export {
  ToastProvider,
  useToast,
  type ToastApi,
  type ToastOptions,
  type ToastProviderProps,
} from './toast-provider';
export type { ToastPlacement, ToastTone } from './toast.styles';
