/** Table cells, agendas and attachment names truncate at 32 characters. */
export const TRUNCATE_LENGTH = 32;

/** Cuts text longer than `length` and marks the cut with '...'. */
export const truncateText = (text: string, length: number = TRUNCATE_LENGTH): string =>
  text.length > length ? `${text.slice(0, length)}...` : text;
