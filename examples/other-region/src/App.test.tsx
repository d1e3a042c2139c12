import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from './App';
import { world } from './api/demoHandlers';
import { createRegionI18n, type RegionLanguage } from './region/i18n';
import { regionTheme } from './region/theme';
import { REGION_REQUEST_TYPES } from './requests/regionTypes';
import { mockServer } from './test/setup';

const renderApp = async (language: RegionLanguage = 'it') =>
  render(<App i18n={await createRegionI18n(language)} />);

/** The data rows of the request list, once the mocks have answered. */
const requestRows = async () => {
  const table = await screen.findByRole('grid', { name: 'Richieste ricevute dal comitato' });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return within(table).getAllByRole('row').slice(1);
};

afterEach(() => mockServer.events.removeAllListeners());

describe("Regione Altra's portal on the published packages", () => {
  it('calls the API at /altra-regione/api, where the packages\u2019 mocks answer', async () => {
    const paths: string[] = [];
    mockServer.events.on('request:start', ({ request }) => paths.push(new URL(request.url).pathname));
    await renderApp();
    expect((await requestRows()).length).toBe(10);
    expect(paths.length).toBeGreaterThan(0);
    expect(new Set(paths)).toEqual(new Set(['/altra-regione/api']));
  });

  it('adds its own column, the promoter, to the request list', async () => {
    await renderApp();
    expect(screen.getByRole('columnheader', { name: 'Promotore' })).toBeTruthy();
    const [first] = await requestRows();
    if (!first) throw new Error('no row');
    const identifier = Number(within(first).getAllByRole('rowheader')[0]?.textContent);
    const request = world.requests.find((candidate) => candidate.identifier === identifier);
    expect(request).toBeDefined();
    expect(within(first).getByText(request?.promoterName ?? '')).toBeTruthy();
  });
});

describe("Regione Altra's look and words", () => {
  it("paints the packages' components in the region's colours, with its own logo", async () => {
    await renderApp();
    const next = await screen.findByRole('button', { name: 'Avanti' });
    expect(getComputedStyle(next).backgroundColor.toUpperCase()).toBe(regionTheme.color.primary);
    expect(regionTheme.color.primary).toBe('#7A1F3D');
    const logo = screen.getByRole('img', { name: 'Stemma della Regione Altra' });
    expect(decodeURIComponent(logo.getAttribute('src') ?? '')).toContain('<title>Regione Altra</title>');
  });

  it("speaks English with the region's texts and the packages' own", async () => {
    const user = userEvent.setup();
    await renderApp();
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 2, name: "Committee's requests" })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Sponsor' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });
});

describe("Regione Altra's request form", () => {
  /** Steps 1 and 2 may stay empty in a draft: 'Avanti' moves on to the proposal. */
  const openProposalStep = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(await screen.findByRole('button', { name: 'Avanti' }));
    await user.click(await screen.findByRole('button', { name: 'Avanti' }));
    await screen.findByRole('heading', { name: /Passo 3 di 3/ });
  };

  it("offers the region's types only, D1, D2, E1 and E2, and a type's attachments", async () => {
    const user = userEvent.setup();
    await renderApp();
    await openProposalStep(user);
    await user.click(screen.getByRole('button', { name: /Tipologia/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent?.split(' - ')[0])).toEqual(['D1', 'D2', 'E1', 'E2']);
    expect(REGION_REQUEST_TYPES).toEqual(['D1', 'D2', 'E1', 'E2']);
    await user.click(screen.getByRole('option', { name: /^D2 - / }));
    expect((await screen.findAllByText('Dichiarazione di studio no profit')).length).toBeGreaterThan(0);
  });
});
