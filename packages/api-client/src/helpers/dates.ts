import { tz } from '@date-fns/tz';
import { format } from 'date-fns';

/** Every date of the portal is read and shown in Italian time. */
export const TIME_ZONE = 'Europe/Rome';

const rome = tz(TIME_ZONE);
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

type DateInput = string | number | Date;

/** A calendar day (`yyyy-MM-dd`) is shown as is; an instant is converted to Rome first. */
const formatIn = (value: DateInput, pattern: string): string => {
  const day = typeof value === 'string' ? DAY.exec(value) : null;
  if (day) {
    const [, year, month, date] = day;
    return format(new Date(Number(year), Number(month) - 1, Number(date)), pattern);
  }
  return format(value, pattern, { in: rome });
};

/** `02/03/2026`: dates of the request screens. */
export const formatDate = (value: DateInput): string => formatIn(value, 'dd/MM/yyyy');

/** `02-03-2026`: dates of the meeting list, the home panel and export file names. */
export const formatDateDashed = (value: DateInput): string => formatIn(value, 'dd-MM-yyyy');

/** `14:05` */
export const formatTime = (value: string | number | Date): string => format(value, 'HH:mm', { in: rome });

/** `02/03/2026 14:05` */
export const formatDateTime = (value: string | number | Date): string =>
  format(value, 'dd/MM/yyyy HH:mm', { in: rome });

/** The Rome calendar day of an instant, as the filters send it (`yyyy-MM-dd`). */
export const toRomeDay = (value: string | number | Date): string => format(value, 'yyyy-MM-dd', { in: rome });
