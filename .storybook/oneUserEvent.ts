import { uninstrumentedUserEvent } from 'storybook/test';

/**
 * `@testing-library/user-event` in the story projects: Storybook's own copy, so that React Aria's
 * testers and the stories drive a page through one user-event. A second copy hooks the page's inputs a
 * second time, and in a page shared by several story files the later files' typing was lost.
 */
export default uninstrumentedUserEvent;
