import { axeViolations } from '../support/axe';
import { pdf } from '../support/files';
import { A1, choose, field, stepHeading } from '../support/requestForm';
import { signInAs } from '../support/signIn';
import { expect, test } from '../support/test';
import { expectNoSidewaysScroll, menuLink, VIEWPORTS } from '../support/viewports';

/** A Windows program, named as one: the upload area refuses it before it leaves the browser. */
const program = {
  name: 'programma.exe',
  mimeType: 'application/x-msdownload',
  buffer: Buffer.from('MZ\u0090\u0000 not a document'),
};

const ACCEPTED = 'PDF, P7M, DOC, DOCX, ODT, XLS, XLSX, ZIP, JPG, JPEG, PNG';

/**
 * Messages that tell the truth and consistent details: forms say what is wrong at their
 * top, upload areas say what they take, the admin panels ask before their changes are lost, templates
 * are named by their files and the committee has one postal address.
 */
for (const { name, viewport } of VIEWPORTS) {
  test.describe(`forms that tell the truth at ${viewport.width}×${viewport.height} (${name})`, () => {
    test.use({ viewport });

    test('an error summary at the top of the form leads to each field in error, in Italian and in English', async ({
      page,
    }) => {
      await signInAs(page, 'Mario Rossi');
      await page.goto('/requestForm');
      await expect(stepHeading(page)).toHaveText('Passo 1 di 3: Dati del promotore');
      await expect(page.getByRole('group', { name: "C'è un problema" })).toHaveCount(0);

      // A required field left empty: its error shows where it is, and in the summary on top.
      await field(page, 'Indirizzo').fill('Via');
      await field(page, 'Indirizzo').fill('');
      await field(page, 'Indirizzo').press('Tab');
      const summary = page.getByRole('group', { name: "C'è un problema" });
      await expect(summary).toBeVisible();
      await expect(summary).toContainText('Correggi il campo indicato:');
      // Its link takes the user back to the field, wherever the focus was.
      await page.getByRole('button', { name: 'Avanti' }).focus();
      await summary.getByRole('link', { name: 'Indirizzo: Campo obbligatorio' }).click();
      await expect(field(page, 'Indirizzo')).toBeFocused();
      expect(await axeViolations(page)).toEqual([]);
      await expectNoSidewaysScroll(page);

      // The same summary under ENG, with no accessibility violation either.
      await page.getByRole('radio', { name: 'English' }).click();
      const english = page.getByRole('group', { name: 'There is a problem' });
      await expect(english.getByRole('link', { name: 'Address: Required field' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      // Filled in, the problem is gone and so is the summary.
      await field(page, 'Address').fill('Via della Ricerca 12');
      await field(page, 'Address').press('Tab');
      await expect(english).toHaveCount(0);
    });

    test('an upload area lists the formats and the size it takes, and a refused file says why', async ({
      page,
    }) => {
      await signInAs(page, 'Mario Rossi');
      await page.goto('/requestForm');
      // Empty steps may be passed while drafting.
      await page.getByRole('button', { name: 'Avanti' }).click();
      await page.getByRole('button', { name: 'Avanti' }).click();
      await expect(stepHeading(page)).toHaveText('Passo 3 di 3: Proposta e allegati');
      await choose(page, 'Tipologia di richiesta', A1);

      const protocol = page.getByRole('group', { name: 'Protocollo (obbligatorio)', exact: true });
      await expect(protocol).toContainText(`Formati ammessi: ${ACCEPTED}.`);
      await expect(protocol).toContainText('Dimensione massima: 20 MB.');
      await protocol.locator('input[type="file"]').setInputFiles(program);
      await expect(protocol.getByText(`Formato non ammesso. Formati ammessi: ${ACCEPTED}.`)).toBeVisible();

      // A document in an accepted format goes through.
      await protocol.locator('input[type="file"]').setInputFiles(pdf('protocollo.pdf'));
      await expect(protocol.getByText('protocollo.pdf', { exact: true })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await expectNoSidewaysScroll(page);
    });

    test('the type panel names templates by their files and asks before unsaved changes are lost', async ({
      page,
    }) => {
      await signInAs(page, 'Marco Colombo');
      await page.goto('/typePanel');
      await expect(page.getByRole('heading', { level: 1, name: 'Gestisci Tipologie' })).toBeVisible();
      await choose(page, 'Tipologia di richiesta', A1);
      const first = page.getByRole('group', { name: 'Campo 1' });
      const label = first.getByRole('textbox', { name: 'Nome da associare al campo' });
      const stored = await label.inputValue();
      // The stored template: its file's name, never its id.
      await expect(first.getByText(`Modello - ${stored}.pdf`)).toBeVisible();

      await label.fill(`${stored} (rivisto)`);
      await (await menuLink(page, 'Home')).click();
      const dialog = page.getByRole('alertdialog', { name: 'Modifiche non salvate' });
      await expect(dialog).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Resta nella pagina' }).click();
      await expect(page).toHaveURL(/\/typePanel$/);
      await expect(label).toHaveValue(`${stored} (rivisto)`);

      await (await menuLink(page, 'Home')).click();
      await dialog.getByRole('button', { name: 'Esci dalla pagina' }).click();
      await expect(page).toHaveURL(/\/home$/);
    });

    test('the committee has one postal address, from the configuration, on every page', async ({ page }) => {
      await page.goto('/');
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText('Via Cristoforo Colombo 112');
      await expect(footer).toContainText('00147 Roma (RM)');
      // The home page's own text no longer gives another address.
      await expect(page.getByText(/Via della Salute/)).toHaveCount(0);
      const addresses = await page.locator('body').innerText();
      expect(addresses.match(/\bVia [A-Z]/g)).toHaveLength(1);
    });
  });
}
