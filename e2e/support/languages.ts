import type { Page } from '@playwright/test';

/**
 * Italian words of the domain's labels and the lists' texts, which must not show under ENG. Not the
 * words of the demo studies' titles ('Uso compassionevole di…'): what users typed stays as typed.
 */
export const ITALIAN_WORDS =
  /\b(Bozza|In attesa|Inoltrata|Da integrare|Integrata|Accettata|Rifiutata|Sperimentazione clinica|Emendamento|Non assegnato|Visualizza|Cerca|Cancella|Tipologia)\b/;

/**
 * The portal's own words on the page: headings, labels, buttons, links, table headers and states,
 * not the texts users typed (a request's description stays in the language it was written in).
 */
export const interfaceTexts = (page: Page) =>
  page
    .locator('main')
    .locator('h1, h2, h3, label, button, th, [role="columnheader"], legend, [role="status"]')
    .allInnerTexts();
