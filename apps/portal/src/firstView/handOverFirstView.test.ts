// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { handOverFirstView } from './handOverFirstView';

describe('handOverFirstView', () => {
  it("removes the build's first view and shows the portal's root in its place", () => {
    document.body.innerHTML =
      '<div id="first-view" inert aria-hidden="true"><h1>Benvenuto</h1></div><div id="root" hidden><main></main></div>';
    handOverFirstView();
    expect(document.getElementById('first-view')).toBeNull();
    expect(document.getElementById('root')?.hidden).toBe(false);
    // Once more (the shell, then the timer): nothing left to do, nothing breaks.
    handOverFirstView();
    expect(document.querySelectorAll('#root')).toHaveLength(1);
  });
});
