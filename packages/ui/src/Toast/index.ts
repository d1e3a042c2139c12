export type { ToastRegionProps } from './ToastRegion';
export { ToastRegion } from './ToastRegion';
export type { ToastContent, ToastQueue, ToastTone } from './toastQueue';
export { createToastQueue, showToast, TOAST_TIMEOUT_MS } from './toastQueue';
