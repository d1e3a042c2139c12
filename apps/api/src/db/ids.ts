import { v7 } from 'uuid';

/** `_id` of every record: UUID v7, so ids sort by creation time. */
export const newId = (): string => v7();
