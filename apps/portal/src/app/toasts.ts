import { createToastQueue } from '@cet-portal/ui';

/** The portal's one notification queue, shown at the top of every page by the shell. */
export const appToasts = createToastQueue();
