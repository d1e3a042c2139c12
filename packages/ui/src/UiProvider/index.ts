export { AriaScope } from './AriaScope';
export type { UiProviderProps, UiSettings } from './UiProvider';
export { UiProvider } from './UiProvider';
