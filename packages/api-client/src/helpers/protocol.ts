import type { Protocol } from '../contract/request';
import { formatDate } from './dates';

/** Protocol numbers are shown padded to 6 digits. */
export const PROTOCOL_DIGITS = 6;

export const padProtocolNumber = (protocol: number): string =>
  String(protocol).padStart(PROTOCOL_DIGITS, '0');

/** `000123/2026 del 02/03/2026` */
export const formatProtocol = ({ protocol, year, date }: Protocol): string =>
  `${padProtocolNumber(protocol)}/${year} del ${formatDate(date)}`;
