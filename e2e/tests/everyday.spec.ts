import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { field, reloadLeavingChanges, stepHeading } from '../support/requestForm';
import { signInAs } from '../support/signIn';
import { expectNoSidewaysScroll, menuLink, VIEWPORTS } from '../support/viewports';

/**
 * Issue 20, "Everyday use": what applicants and staff meet day after day, at a desktop width and
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
  });
}
