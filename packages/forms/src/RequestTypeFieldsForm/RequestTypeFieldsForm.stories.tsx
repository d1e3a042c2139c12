import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { pdfFile, storyRequestConfigs } from '../internal/storyFixtures';
import { chooseOption, press, tabAway, typeInto, uploadInto } from '../internal/storyHelpers';
import { DELETE_ANIMATION_MS, RequestTypeFieldsForm } from './RequestTypeFieldsForm';

/** Every type is configured except B1, which is created on save. */
const configs = storyRequestConfigs.filter((config) => config.requestType !== 'B1');
const a1 = configs.find((config) => config.requestType === 'A1');

const meta = {
  title: 'Patterns/RequestTypeFieldsForm',
  component: RequestTypeFieldsForm,
  args: {
    configs,
    uploadTemplate: fn(async (file: File) => ({ _id: 'template-new', fileName: file.name })),
    onDownloadTemplate: fn(),
    onSave: fn(async () => undefined),
    onDirtyChange: fn(),
  },
} satisfies Meta<typeof RequestTypeFieldsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const card = (canvas: Canvas, number: number) =>
  within(canvas.getByRole('group', { name: `Campo ${number}` }));

/** Choose A1, rename a field, make another optional, add one with its template, confirm. */
export const EditFields: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Scegli una tipologia per vederne i campi.')).toBeVisible();
    await chooseOption(
      canvas.getByRole('button', { name: /Tipologia di richiesta/ }),
      'A1 - Sperimentazione clinica di medicinali - profit',
    );
    await expect(card(canvas, 1).getByRole('textbox', { name: 'Nome da associare al campo' })).toHaveValue(
      'Protocollo dello studio',
    );
    await expect(card(canvas, 1).getByText('Codice modello: template-protocollo-dello-studio')).toBeVisible();
    // The stored template is named by its file, not by its id.
    await expect(card(canvas, 1).getByText('Modello protocollo dello studio.pdf')).toBeVisible();
    await typeInto(
      card(canvas, 1).getByRole('textbox', { name: 'Nome da associare al campo' }),
      'Protocollo',
    );
    // The page learns that there is something to lose, so it can ask before it is left.
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(true));
    card(canvas, 2).getByRole('checkbox', { name: 'Allegato obbligatorio' }).focus();
    await userEvent.keyboard(' ');
    await expect(card(canvas, 2).getByRole('checkbox', { name: 'Allegato obbligatorio' })).not.toBeChecked();

    await press(canvas.getByRole('button', { name: 'Aggiungi campo' }));
    const added = card(canvas, 4);
    await waitFor(() =>
      expect(added.getByRole('textbox', { name: 'Nome da associare al campo' })).toHaveFocus(),
    );
    await userEvent.keyboard('Sinossi');
    await expect(added.getByText('Carica il modello del documento')).toBeVisible();
    const confirm = canvas.getByRole('button', { name: 'Conferma modifiche' });
    await expect(confirm).toBeDisabled();
    await uploadInto(added.getByRole('group', { name: 'Modello del documento' }), pdfFile('sinossi.pdf'));
    await expect(await added.findByText('Codice modello: template-new')).toBeVisible();
    await waitFor(() => expect(confirm).toBeEnabled());
    await press(confirm);
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        _id: a1?._id,
        updated: a1?.updated,
        documentType: [
          { label: 'Protocollo', required: true, template: 'template-protocollo-dello-studio' },
          { label: 'Consenso informato', required: false, template: 'template-consenso-informato' },
          { label: 'Polizza assicurativa', required: false, template: 'template-polizza-assicurativa' },
          { label: 'Sinossi', required: false, template: 'template-new' },
        ],
        integrationLimitDays: 180,
      }),
    );
    await expect(await canvas.findByText('Modifiche salvate.')).toBeVisible();
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(false));
  },
};

/** A deleted card shrinks for 400 ms, unusable meanwhile, then goes; focus moves to 'Aggiungi campo'. */
export const DeleteShrinks: Story = {
  args: { initialType: 'A1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const remove = canvas.getByRole('button', { name: 'Elimina campo: Polizza assicurativa' });
    const item = remove.closest('li') as HTMLElement;
    const pressedAt = performance.now();
    await press(remove);
    await expect(item).toHaveAttribute('data-removing', 'true');
    await expect(getComputedStyle(item).animationDuration).toBe(`${DELETE_ANIMATION_MS / 1000}s`);
    await expect(item).toHaveAttribute('inert');
    await waitFor(() => expect(item).not.toBeInTheDocument(), { timeout: 2000 });
    await expect(performance.now() - pressedAt).toBeGreaterThanOrEqual(DELETE_ANIMATION_MS);
    await expect(canvas.getByText('Campo eliminato.')).toHaveAttribute('role', 'status');
    await expect(canvas.getByRole('button', { name: 'Aggiungi campo' })).toHaveFocus();
    await expect(canvas.getAllByRole('group', { name: /^Campo / })).toHaveLength(2);
  },
};

/** With reduced motion the card goes at once, without shrinking. */
export const DeleteWithReducedMotion: Story = {
  args: { initialType: 'A1' },
  beforeEach: () => {
    const original = window.matchMedia.bind(window);
    const matchMedia = spyOn(window, 'matchMedia').mockImplementation((query: string) =>
      query.includes('prefers-reduced-motion')
        ? ({ ...original(query), matches: true } as MediaQueryList)
        : original(query),
    );
    return () => matchMedia.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const remove = canvas.getByRole('button', { name: 'Elimina campo: Consenso informato' });
    const item = remove.closest('li') as HTMLElement;
    await press(remove);
    await waitFor(() => expect(item).not.toBeInTheDocument(), { timeout: DELETE_ANIMATION_MS / 4 });
    await expect(canvas.getByRole('button', { name: 'Aggiungi campo' })).toHaveFocus();
  },
};

/** A type with no configuration yet: its fields are created on save. */
export const NewTypeConfiguration: Story = {
  args: { initialType: 'B1' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nessun campo per questa tipologia.')).toBeVisible();
    await press(canvas.getByRole('button', { name: 'Aggiungi campo' }));
    await waitFor(() =>
      expect(card(canvas, 1).getByRole('textbox', { name: 'Nome da associare al campo' })).toHaveFocus(),
    );
    await userEvent.keyboard('Protocollo dello studio');
    await uploadInto(
      card(canvas, 1).getByRole('group', { name: 'Modello del documento' }),
      pdfFile('protocollo.pdf'),
    );
    card(canvas, 1).getByRole('checkbox', { name: 'Allegato obbligatorio' }).focus();
    await userEvent.keyboard(' ');
    // The integration limit starts at the spec's 180 days; the committee may give this type another.
    const limit = canvas.getByRole('textbox', { name: 'Giorni per l’integrazione' });
    await expect(limit).toHaveValue('180');
    await userEvent.clear(limit);
    await userEvent.type(limit, '0');
    await tabAway();
    await expect(await canvas.findByText('Indica un numero di giorni da 1 a 730')).toBeVisible();
    await userEvent.clear(limit);
    await userEvent.type(limit, '90');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Conferma modifiche' })).toBeEnabled());
    await press(canvas.getByRole('button', { name: 'Conferma modifiche' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        requestType: 'B1',
        documentType: [{ label: 'Protocollo dello studio', required: true, template: 'template-new' }],
        integrationLimitDays: 90,
      }),
    );
  },
};

/** Two fields with one name, or a field without a name: the rule is said where it applies. */
export const InvalidFields: Story = {
  args: { initialType: 'A1' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const second = card(canvas, 2).getByRole('textbox', { name: 'Nome da associare al campo' });
    await typeInto(second, 'protocollo dello studio');
    await userEvent.tab();
    await expect(second).toHaveAccessibleDescription('Ogni campo deve avere un nome diverso');
    const third = card(canvas, 3).getByRole('textbox', { name: 'Nome da associare al campo' });
    await typeInto(third, '');
    await userEvent.tab();
    await expect(third).toHaveAccessibleDescription('Campo obbligatorio');
    await expect(canvas.getByRole('button', { name: 'Conferma modifiche' })).toBeDisabled();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const SaveFails: Story = {
  args: {
    initialType: 'A1',
    onSave: fn(async () => {
      throw new Error('La configurazione è stata modificata da un altro utente');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeInto(
      card(canvas, 1).getByRole('textbox', { name: 'Nome da associare al campo' }),
      'Protocollo',
    );
    await press(canvas.getByRole('button', { name: 'Conferma modifiche' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Impossibile salvare le modifiche. Riprova. (La configurazione è stata modificata da un altro utente)',
    );
    await expect(card(canvas, 1).getByRole('textbox', { name: 'Nome da associare al campo' })).toHaveValue(
      'Protocollo',
    );
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { initialType: 'F' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('textbox', { name: 'Name of the field' })).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Confirm changes' })).toBeEnabled();
  },
};
