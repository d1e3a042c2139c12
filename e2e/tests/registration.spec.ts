import type { Page } from '@playwright/test';
import { type ReceivedMail, startMailPeer } from '../support/mailPeer';
import { freePort, type PortalServer, startPortalServer } from '../support/portalServer';
import {
  A1,
  A1_REQUIRED,
  choose,
  field,
  fillPromoterStep,
  fillStudyStep,
  sendRequest,
  stepHeading,
  upload,
} from '../support/requestForm';
import { signInPage } from '../support/signIn';
import { expect, test } from '../support/test';

/** A fiscal code with its check character that no demo account has: the person signing up. */
const FISCAL_CODE = 'NVOPRS90A41H501J';
const PERSON = { name: 'Elisa', surname: 'Nuovo', email: 'elisa.nuovo@ricerca-beta.example' };
const FULLNAME = `${PERSON.name} ${PERSON.surname}`;
/** A VAT number with its check digit that no demo company has: the company the person proposes. */
const COMPANY = {
  vat: '07654321095',
  name: 'Ricerca Clinica Beta S.r.l.',
  address: 'Via dei Mille 12, 20121 Milano (MI)',
  pec: 'ricercabeta@pec.example.it',
};
/** Every SEG of the demo data, who is told of a new registration. */
const SECRETARIAT = ['giulia.bianchi@comitato-etico.example', 'laura.ricci@comitato-etico.example'];
const STUDY_TITLE = 'Studio di una nuova richiedente';

/** The sign-in page of the spec's own server, from its home page. */
const openSignIn = async (page: Page, server: PortalServer) => {
  await page.goto(`${server.url}/`);
  await page.getByRole('link', { name: "Accedi all'area personale" }).click();
  await expect(signInPage(page)).toBeVisible();
};

const signInByFiscalCode = async (page: Page, server: PortalServer) => {
  await openSignIn(page, server);
  await page.getByLabel('Codice fiscale').fill(FISCAL_CODE);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
};

const signInAsDemo = async (page: Page, server: PortalServer, fullname: string) => {
  await openSignIn(page, server);
  await page.getByRole('button', { name: new RegExp(`^${fullname}\\b`) }).click();
  await expect(page.getByText(`Benvenuto, ${fullname}`)).toBeVisible();
};

/** 'Esci' from the user menu, back on the portal's home page signed out. */
const signOut = async (page: Page, fullname: string) => {
  const atIssuer = page.waitForURL(/\/oidc\/session\/end\b/, { waitUntil: 'commit' });
  await page.getByRole('button', { name: new RegExp(fullname) }).click();
  await page.getByRole('menuitem', { name: 'Esci' }).click();
  await atIssuer;
  await expect(page.getByRole('link', { name: "Accedi all'area personale" })).toBeVisible();
};

/** "recipient | subject" of every message the peer took, for the registration's two messages. */
const registrationMail = (received: readonly ReceivedMail[]) =>
  received
    .filter((mail) => /registrazione/i.test(mail.subject))
    .flatMap((mail) => mail.to.map((to) => `${to} | ${mail.subject}`))
    .sort();

/**
 * An applicant signs up on the demo sign-in with a fiscal code the portal does not know, proposing a
 * new company; the secretariat confirms it in 'Richieste di registrazione'; the applicant, now of that
 * company, sends a request. The secretariat's message and the confirmation reach a real SMTP peer
 * once each.
 */
test('a new applicant signs up with a new company, is confirmed, and sends a request', async ({ page }) => {
  test.setTimeout(300_000);
  const smtpPort = await freePort();
  const mail = await startMailPeer(smtpPort);
  let server: PortalServer | undefined;
  try {
    server = await startPortalServer({
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'Portale CET <portale@comitato-etico.example>',
      NOTIFICATION_JOB_INTERVAL_MS: '250',
      PROTOCOL_JOB_INTERVAL_MS: '1000',
      SELF_REGISTRATION: 'confirm',
    });
    page.on('dialog', (alert) => alert.accept());

    // Signed in with no account: 'Completa la registrazione', not the failed sign-in.
    await signInByFiscalCode(page, server);
    await expect(page).toHaveURL(/\/registrazione$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Completa la registrazione' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Completa la registrazione' });
    // The demo sign-in gives no name: the person types it.
    await form.getByRole('textbox', { name: /^Nome/ }).fill(PERSON.name);
    await form.getByRole('textbox', { name: /^Cognome/ }).fill(PERSON.surname);
    await form.getByRole('textbox', { name: /^E-mail/ }).fill(PERSON.email);
    // React Aria's radios and checkbox hide their inputs: the user presses the label.
    await form.getByText('Nuovo ente', { exact: true }).click();
    await expect(form.getByRole('radio', { name: 'Nuovo ente' })).toBeChecked();
    await form.getByRole('textbox', { name: /^Partita IVA/ }).fill(COMPANY.vat);
    await form.getByRole('textbox', { name: /^Denominazione/ }).fill(COMPANY.name);
    await form.getByRole('textbox', { name: /^Indirizzo/ }).fill(COMPANY.address);
    await form.getByRole('textbox', { name: /^PEC/ }).fill(COMPANY.pec);
    await form.getByText('Dipendente del promotore', { exact: true }).click();
    await form.getByText(/^Ho letto l’informativa sulla privacy/).click();
    await expect(form.getByRole('checkbox', { name: /Ho letto l’informativa sulla privacy/ })).toBeChecked();
    await form.getByRole('button', { name: 'Invia registrazione' }).click();
    await expect(page.getByRole('heading', { name: 'Registrazione in attesa di conferma' })).toBeVisible();
    await expect(
      page.getByText(`${COMPANY.name} (partita IVA ${COMPANY.vat}, nuovo ente proposto)`),
    ).toBeVisible();
    // Made an applicant at once: drafts yes, sending not yet.
    await expect(page.getByRole('link', { name: 'Nuova Richiesta' })).toBeVisible();
    await signOut(page, FULLNAME);

    // The secretariat confirms it; the menu counted it.
    await signInAsDemo(page, server, 'Giulia Bianchi');
    await page.getByRole('link', { name: 'Richieste di registrazione (1 in attesa)' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Richieste di registrazione' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: FULLNAME });
    await expect(row).toContainText('Nuovo ente');
    await row.getByRole('button', { name: `Conferma la registrazione di ${FULLNAME}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confermare la registrazione?' });
    await confirm.getByRole('button', { name: 'Conferma' }).click();
    await expect(page.getByText(`Registrazione di ${FULLNAME} confermata`)).toBeVisible();
    await expect(page.getByText('Nessuna richiesta di registrazione in attesa.')).toBeVisible();
    await signOut(page, 'Giulia Bianchi');

    // Back as the applicant of the new company: a request, sent.
    await signInByFiscalCode(page, server);
    await expect(page.getByText(`Benvenuto, ${FULLNAME}`)).toBeVisible();
    await page.goto(`${server.url}/requestForm`);
    await expect(stepHeading(page)).toHaveText('Passo 1 di 3: Dati del promotore');
    await expect(field(page, 'Partita IVA del promotore')).toHaveValue(COMPANY.vat);
    await fillPromoterStep(page);
    await page.getByRole('button', { name: 'Avanti' }).click();
    await fillStudyStep(page, STUDY_TITLE);
    await page.getByRole('button', { name: 'Avanti' }).click();
    await choose(page, 'Tipologia di richiesta', A1);
    await field(page, 'Oggetto').fill('Parere su sperimentazione clinica di fase II');
    await field(page, 'Descrizione').fill('Studio in aperto su un centro.');
    for (const label of A1_REQUIRED) {
      await upload(page, label, `${label.toLowerCase().replaceAll(' ', '_')}.pdf`);
    }
    expect((await sendRequest(page)).state).toBe('WAIT_PROT');

    // Each message once: the secretariat's of the registration, the applicant's confirmation.
    const expected = [
      ...SECRETARIAT.map((to) => `${to} | [Portale CET] Nuova registrazione: «${FULLNAME}»`),
      `${PERSON.email} | [Portale CET] Registrazione confermata`,
    ].sort();
    await expect.poll(() => registrationMail(mail.received), { timeout: 20_000 }).toEqual(expected);
    // Nothing more can arrive: the outbox holds no message, none given up; so none is sent twice.
    await expect.poll(() => server?.outbox()).toEqual({ pending: 0, failed: 0 });
    expect(registrationMail(mail.received)).toEqual(expected);
  } finally {
    await server?.stop();
    await mail.stop();
  }
});
