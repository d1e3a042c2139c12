/** Where the actions at the top of a request's page lead: the sections further down. */
export const SECTION_ANCHORS = { decision: 'decisione', restore: 'ripristino', deadline: 'proroga' } as const;
