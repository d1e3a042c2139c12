import { text } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { theme } from '../theme/theme';
import { SafeHtml } from './SafeHtml';
import { sanitizeHtml } from './sanitizeHtml';

// The unit project runs in Node, where DOMPurify has no DOM and would return its input unchanged.
// These tests prove the fail-closed path; the stories prove the sanitising itself in Chromium.
describe('sanitizeHtml without a DOM', () => {
  it('returns nothing rather than the unsanitised HTML', () => {
    expect(sanitizeHtml('<p>Ciao</p><script>alert(1)</script>')).toBe('');
  });
});

describe('SafeHtml rendered on a server', () => {
  it('renders an empty element of the given tag instead of a script', async () => {
    // A prerender waits for DOMPurify's module, as a browser does.
    const { prelude } = await prerenderToNodeStream(
      <ThemeProvider theme={theme}>
        <SafeHtml as="section" html={'<img src="x" onerror="alert(1)"><script>alert(1)</script>'} />
      </ThemeProvider>,
    );
    expect((await text(prelude)).replace(/<!--.*?-->/g, '')).toMatch(/^<section class="[^"]*"><\/section>$/);
  });
});
