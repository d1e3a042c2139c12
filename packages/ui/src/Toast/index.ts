export { createToastQueue, showToast, TOAST_TIMEOUT_MS } from './toastQueue';
export type { ToastContent, ToastQueue, ToastTone } from './toastQueue';
export { ToastRegion } from './ToastRegion';
export type { ToastRegionProps } from './ToastRegion';
