import { callApi } from '../support/api';
import { axeViolations } from '../support/axe';
import { ITALIAN_WORDS } from '../support/languages';
import { field, reloadLeavingChanges, stepHeading } from '../support/requestForm';
import { signInAs, signInPage } from '../support/signIn';
import { expect, test } from '../support/test';
import { expectNoSidewaysScroll, menuLink, VIEWPORTS } from '../support/viewports';

/**
 * Everyday use: what applicants and staff meet day after day, at a desktop width and
 * at a phone's, each journey with axe on the states it visits.
 */
for (const { name, viewport } of VIEWPORTS) {
  test.describe(`everyday use at ${viewport.width}×${viewport.height} (${name})`, () => {
    test.use({ viewport });

    test('typed work is never lost: leaving asks first, and the draft in progress comes back', async ({
      page,
    }) => {
      await signInAs(page, 'Mario Rossi');
      await page.goto('/requestForm');
      await expect(stepHeading(page)).toHaveText('Passo 1 di 3: Dati del promotore');
      await expect(page.getByText(/^Abbiamo ripristinato/)).toHaveCount(0);
      await field(page, 'Indirizzo').fill('Via della Ricerca 12');

      // In the app: 'Home' asks, 'Resta nella pagina' keeps the form as it was.
      await (await menuLink(page, 'Home')).click();
      const dialog = page.getByRole('alertdialog', { name: 'Modifiche non salvate' });
      await expect(dialog).toContainText('resta in questo browser come bozza in corso');
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Resta nella pagina' }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/requestForm$/);
      await expect(field(page, 'Indirizzo')).toHaveValue('Via della Ricerca 12');

      // The menu folded again after the choice on a phone; leaving now goes home.
      await (await menuLink(page, 'Home')).click();
      await dialog.getByRole('button', { name: 'Esci dalla pagina' }).click();
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByRole('button', { name: 'Chiudi il menu' })).toHaveCount(0);

      // Back on the form: what was typed is offered back, and said so.
      await page.getByRole('link', { name: 'Compila una nuova richiesta' }).click();
      await expect(page.getByText(/^Abbiamo ripristinato i dati che avevi inserito/)).toBeVisible();
      await expect(field(page, 'Indirizzo')).toHaveValue('Via della Ricerca 12');
      expect(await axeViolations(page)).toEqual([]);

      // Closing or reloading the tab asks too, through the browser's own question.
      await field(page, 'Telefono').fill('06 5550123');
      await reloadLeavingChanges(page);
      await expect(field(page, 'Telefono')).toHaveValue('06 5550123');
      await expectNoSidewaysScroll(page);
    });

    test("drafts and to-dos come first: the applicant's list and each role's home say what waits", async ({
      page,
      browser,
    }) => {
      // Four users sign in through the real sign-in page.
      test.setTimeout(120_000);
      const title = `Bozza da ritrovare ${name} ${Date.now()}`;
      await signInAs(page, 'Mario Rossi');
      await page.goto('/requestForm');
      await page.getByRole('button', { name: 'Avanti' }).click();
      await field(page, 'Titolo dello studio').fill(title);
      await page.getByRole('button', { name: 'Salva bozza' }).click();
      await expect(page.getByText('Bozza salvata.')).toBeVisible();

      // The list sorts by sent date, where drafts come last: 'Da completare' shows it first.
      await (await menuLink(page, 'Lista Richieste')).click();
      const toDo = page.getByRole('region', { name: /^Da completare \(\d+\)$/ });
      const item = toDo.getByRole('listitem').filter({ hasText: title });
      await expect(item).toContainText('Bozza');
      await expect(item).toContainText('Tipologia: non ancora scelta');
      await expect(item).toContainText(/Ultima modifica: \d{2}\/\d{2}\/\d{4}/);
      await expect(item.getByRole('link', { name: `Continua la bozza: ${title}` })).toBeInViewport({
        ratio: 1,
      });
      await expectNoSidewaysScroll(page);
      expect(await axeViolations(page)).toEqual([]);
      await item.getByRole('link', { name: `Continua la bozza: ${title}` }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Modifica richiesta' })).toBeVisible();

      // Each role's home lists what waits for that person.
      for (const [fullname, heading] of [
        ['Giulia Bianchi', /^Da verificare \(\d+\)$/],
        ['Anna Ferrari', /^Riunioni da aprire o chiudere \(\d+\)$/],
        ['Paolo Neri', /^Relazioni assegnate a te \(\d+\)$/],
      ] as const) {
        const staff = await (await browser.newContext({ viewport })).newPage();
        await signInAs(staff, fullname);
        await expect(staff.getByRole('region', { name: heading })).toBeVisible();
        await expect(staff.getByText('Caricamento delle attività…')).toHaveCount(0);
        await expectNoSidewaysScroll(staff);
        expect(await axeViolations(staff)).toEqual([]);
        await staff.context().close();
      }
    });

    test('navigation lands right: the top of the new page, its h1 focused, its section marked; a 404 for a visitor', async ({
      page,
    }) => {
      await signInAs(page, 'Mario Rossi');
      await page.goto('/requestList');
      const view = page.getByRole('link', { name: /^Visualizza la richiesta/ }).last();
      await view.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await view.click();
      const heading = page.getByRole('heading', { level: 1, name: 'Dettaglio richiesta' });
      await expect(heading).toBeFocused();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      // Folded behind the burger on a phone: the marks are read where they are.
      const menu = page.getByRole('navigation', { name: 'Menu principale', includeHidden: true });
      await expect(menu.getByRole('link', { name: 'Lista Richieste', includeHidden: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(menu.getByRole('link', { name: 'Home', includeHidden: true })).not.toHaveAttribute(
        'aria-current',
      );
      await expectNoSidewaysScroll(page);

      // 'Back' returns to the list where it was left.
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: 'Lista Richieste' })).toBeFocused();

      // A visitor not signed in, on a mistyped address: the 404 page, and no alert.
      const visitor = await (await page.context().browser()?.newContext({ viewport }))?.newPage();
      if (!visitor) throw new Error('No browser');
      const alerts: string[] = [];
      visitor.on('dialog', (dialog) => {
        alerts.push(dialog.message());
        void dialog.dismiss();
      });
      await visitor.goto('/richiestaa');
      await expect(visitor.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
      await expect(visitor.getByText('Errore 404')).toBeVisible();
      expect(alerts).toEqual([]);
      expect(await axeViolations(visitor)).toEqual([]);
      await visitor.context().close();
    });

    test('tables fit the page: the page scrolls, not a box; on a phone cards with state and actions, filters behind Filtri', async ({
      page,
    }) => {
      await signInAs(page, 'Giulia Bianchi');
      await page.goto('/requestListInProgress');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Lista Richieste in lavorazione' }),
      ).toBeVisible();
      const views = page.getByRole('link', { name: /^Visualizza la richiesta \d+$/ });
      await expect(views.first()).toBeVisible();
      const rows = await views.count();
      expect(rows).toBeGreaterThan(5);
      await expectNoSidewaysScroll(page);

      if (viewport.width >= 768) {
        // Every row of the page is drawn, in a table that is no scroll box of its own.
        const grid = page.getByRole('grid', { name: 'Lista Richieste in lavorazione' });
        expect(await grid.evaluate((table) => table.scrollHeight - table.clientHeight)).toBeLessThanOrEqual(
          0,
        );
        await expect(grid.getByRole('row')).toHaveCount(rows + 1);
        // A long cell is cut at 32 characters with '...', as the spec says; its whole text is in a tooltip.
        const cuts = await grid.getByText(/\.\.\.$/).allTextContents();
        expect(cuts.length).toBeGreaterThan(0);
        for (const cut of cuts) expect(Array.from(cut.slice(0, -3))).toHaveLength(32);
      } else {
        // Filters fold behind 'Filtri'; the list comes first.
        const toggle = page.getByRole('button', { name: 'Filtri' });
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(page.getByRole('textbox', { name: 'Titolo dello studio' })).toBeHidden();
        // Each request is a card whose state and actions are in view without scrolling sideways.
        const cards = page
          .getByRole('list', { name: 'Lista Richieste in lavorazione' })
          .getByRole('listitem');
        await expect(cards).toHaveCount(rows);
        for (const card of await cards.all()) {
          const link = card.getByRole('link', { name: /^Visualizza la richiesta/ });
          const box = await link.boundingBox();
          expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
          await expect(card.getByText('Stato', { exact: true })).toBeVisible();
        }
        // A filter applied is counted on the button, and the menu folds after a choice.
        await toggle.click();
        await page.getByRole('textbox', { name: 'Titolo dello studio' }).fill('studio');
        await page.getByRole('button', { name: 'Cerca' }).click();
        await expect(page).toHaveURL(/studyTitle=studio/);
        await expect(page.getByRole('button', { name: 'Filtri (1 attivo)' })).toBeVisible();
      }
      expect(await axeViolations(page)).toEqual([]);
    });

    test('complete English: no Italian label under ENG, and the choice outlives a reload and a new sign-in', async ({
      page,
    }) => {
      await signInAs(page, 'Giulia Bianchi');
      await page.getByRole('radio', { name: 'English' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await page.goto('/requestListAll');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('All requests');
      const main = page.getByRole('main');
      await expect(main.getByText('Awaiting evaluation').first()).toBeVisible();
      // The states, types and words a list shows: none of them Italian.
      expect((await main.innerText()).match(new RegExp(ITALIAN_WORDS.source, 'g')) ?? []).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);

      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('All requests');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');

      // Signing out clears the browser's storage; the language stays.
      await page.getByRole('button', { name: /^Giulia Bianchi/ }).click();
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      await page.getByRole('link', { name: 'Sign in to your personal area' }).click();
      await expect(signInPage(page)).toBeVisible();
      await page.getByRole('button', { name: /^Giulia Bianchi\b/ }).click();
      await expect(page.getByText('Welcome, Giulia Bianchi')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });

    test('consistent details: three steps to apply, the actions at the top of a long detail, dd-MM-yyyy on meetings', async ({
      page,
      browser,
    }) => {
      const visitor = await (await browser.newContext({ viewport })).newPage();
      await visitor.goto('/');
      const howTo = visitor.getByRole('region', { name: 'Come presentare una richiesta' });
      await expect(howTo.getByRole('listitem')).toHaveCount(3);
      await expectNoSidewaysScroll(visitor);
      expect(await axeViolations(visitor)).toEqual([]);
      await visitor.context().close();

      await signInAs(page, 'Giulia Bianchi');
      const [pending] = (
        await callApi<{ result: { _id: string }[] }>(page, 'SEG', 'POST', '/request/find', {
          query: { states: ['PENDING'] },
          take: 1,
        })
      ).result;
      await page.goto(`/showRequest/${pending?._id}`);
      const toDecision = page
        .getByRole('navigation', { name: 'Azioni disponibili' })
        .getByRole('link', { name: 'Vai alla decisione della segreteria' });
      await expect(toDecision).toBeInViewport();
      await toDecision.click();
      await expect(
        page.getByRole('heading', { level: 2, name: 'Decisione della segreteria' }),
      ).toBeInViewport();
      await expectNoSidewaysScroll(page);
      expect(await axeViolations(page)).toEqual([]);

      await (await menuLink(page, 'Lista Riunioni')).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Lista Riunioni' })).toBeVisible();
      const main = page.getByRole('main');
      await expect(main.getByText(/^\d{2}-\d{2}-\d{4}$/).first()).toBeVisible();
      expect(await main.getByText(/^\d{2}\/\d{2}\/\d{4}$/).count()).toBe(0);
    });
  });
}
