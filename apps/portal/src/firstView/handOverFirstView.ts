/** The element holding the first view that the build rendered into the page's HTML. */
export const FIRST_VIEW_ID = 'first-view';

/**
 * The portal's own page takes the first view's place: its root, hidden until now so that the first
 * view stayed in sight while the code arrived, shows, and the first view goes. Called once the frame
 * of a page is drawn, or after a while whatever the portal shows (an error, a wait), so that nothing
 * the portal says is ever kept hidden.
 */
export const handOverFirstView = () => {
  document.getElementById(FIRST_VIEW_ID)?.remove();
  document.getElementById('root')?.removeAttribute('hidden');
};
