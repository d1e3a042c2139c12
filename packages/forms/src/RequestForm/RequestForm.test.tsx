// @vitest-environment happy-dom
import { REQUIRED_REQUEST_FIELDS } from '@cet-portal/api-client';
import { theme, UI_NAMESPACE, uiResources } from '@cet-portal/ui';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nProvider } from 'react-aria-components';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FORMS_NAMESPACE, formsResources } from '../i18n/resources';
import {
  completeDraft,
  storyCities,
  storyCompany,
  storyProvinces,
  storyRequestConfigs,
} from '../internal/storyFixtures';
import { RequestForm } from './RequestForm';
import type { RequestDraft } from './requestFormSchema';

const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'it',
    resources: {
      it: { ...uiResources.it, ...formsResources.it },
    },
    ns: [UI_NAMESPACE, FORMS_NAMESPACE],
    interpolation: { escapeValue: false },
  });
});

afterEach(cleanup);

/** Renders the form on a draft, then tries every way to send it: Avanti to step 3, Invia richiesta, confirm. */
const trySending = async (draft: RequestDraft) => {
  const onSend = vi.fn(async () => undefined);
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={i18n}>
      <I18nProvider locale="it-IT">
        <ThemeProvider theme={theme}>
          <RequestForm
            company={storyCompany}
            draft={draft}
            requestConfigs={storyRequestConfigs}
            loadProvinces={async () => storyProvinces}
            loadCities={async (code) => storyCities[code] ?? []}
            uploadFile={async (file) => ({
              _id: 'document-new',
              fileName: file.name,
              updated: '2026-03-02T10:00:00.000Z',
            })}
            onDownloadTemplate={() => undefined}
            onSaveDraft={async () => undefined}
            onSend={onSend}
          />
        </ThemeProvider>
      </I18nProvider>
    </I18nextProvider>,
  );
  for (let step = 0; step < 2; step += 1) {
    const next = screen.queryByRole('button', { name: 'Avanti' });
    if (next) await user.click(next);
  }
  const send = screen.queryByRole('button', { name: 'Invia richiesta' });
  if (send && !send.hasAttribute('disabled')) {
    await user.click(send);
    const dialog = screen.queryByRole('alertdialog');
    if (dialog) await user.click(within(dialog).getByRole('button', { name: 'Invia richiesta' }));
  }
  // Give a send every chance to happen before saying it did not.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return onSend;
};

const without = (field: keyof RequestDraft, value: unknown): RequestDraft => ({
  ...completeDraft,
  [field]: value,
});

describe('RequestForm never calls onSend while a rule of the spec fails', () => {
  it('sends a complete request once it is confirmed (the control case)', async () => {
    const onSend = await trySending(completeDraft);
    await waitFor(() => expect(onSend).toHaveBeenCalledOnce());
  });

  it.each(REQUIRED_REQUEST_FIELDS.filter((field) => field !== 'type'))(
    'with the required %s empty',
    async (field) => {
      expect(await trySending(without(field, ''))).not.toHaveBeenCalled();
    },
  );

  it.each([
    ['no type', without('type', null)],
    ['an Italian promoter without province', without('promoterProvince', '')],
    ['a postal code of 4 digits', without('promoterPostalCode', '0018')],
    ['a postal code with a letter', without('promoterPostalCode', '0018A')],
    ['a malformed e-mail', without('promoterEmail', 'studi@alfa')],
    ['a malformed PEC', without('promoterPec', 'alfa@pec')],
    ['a required attachment missing', without('documents', completeDraft.documents?.slice(1))],
    ['no attachment at all', without('documents', [])],
    ['a subject over the contract limit', without('subject', 'x'.repeat(1001))],
    [
      'an amendment without its required attachment',
      { ...completeDraft, type: 'G1', linkedRequestId: 'request-42' } satisfies RequestDraft,
    ],
  ])('with %s', async (_case, draft) => {
    expect(await trySending(draft)).not.toHaveBeenCalled();
  });
});
