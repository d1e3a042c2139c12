import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { renderFirstView } from './renderFirstView';

const translations = JSON.parse(
  await readFile(new URL('../../public/assets/i18n/it.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;

describe('the first view the build writes into the HTML', () => {
  it("shows a visitor the home page's header, menu and heading, with the styles that draw them", async () => {
    const { html, styles } = await renderFirstView('home', translations);
    expect(html).toContain('<h1');
    expect(html).toContain('Benvenuto nel portale del Comitato Etico Territoriale');
    expect(html).toContain('Comitato Etico Territoriale');
    expect(html).toMatch(/<a[^>]*href="\/signin"[^>]*>Accedi all&#x27;area personale<\/a>/);
    expect(html).toContain('aria-label="Menu principale"');
    expect(html).toContain('role="progressbar"');
    // Every class the markup names is drawn by the styles that travel with it.
    const classes = [...html.matchAll(/class="sc-\w+ (\w+)"/g)].map((match) => match[1]);
    expect(classes.length).toBeGreaterThan(5);
    expect(styles).toMatch(/^<style data-styled="true"/);
    for (const name of classes) expect(styles, name).toContain(`.${name}{`);
  });

  it("names no region and paints the neutral default colour: one build serves every region's server", async () => {
    const { html, styles } = await renderFirstView('home', translations);
    expect(html).not.toContain('Dipartimento Salute');
    expect(html).not.toMatch(/<p class="[^"]*">Comitato Etico Territoriale<\/p>/);
    expect(styles).toContain('#435A70');
    expect(styles).not.toMatch(/#0066CC/i);
  });

  it('shows every other address the loading indicator, and no home content', async () => {
    const { html } = await renderFirstView('page', translations);
    expect(html).toContain('role="progressbar"');
    expect(html).toContain('Caricamento della pagina');
    expect(html).not.toContain('<h1');
    expect(html).not.toContain('<header');
  });
});
