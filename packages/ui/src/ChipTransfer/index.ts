export type { ListOption } from '../internal/ListOption';
export type { ChipTransferProps } from './ChipTransfer';
export { ChipTransfer } from './ChipTransfer';
