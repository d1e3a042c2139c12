import { expect, userEvent, waitFor, within } from 'storybook/test';

/**
 * Keyboard helpers of the play functions: they put focus on a control and drive it with keys, as a
 * keyboard user does once there (the tab order itself is proven by the stories that tab through).
 */

/** Replaces the text of a field by typing. */
export const typeInto = async (field: HTMLElement, text: string) => {
  field.focus();
  await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
  if (text) await userEvent.keyboard(text);
};

/** Leaves the focused field with Tab, which marks it touched. */
export const tabAway = () => userEvent.tab();

/** Presses a button with Enter. */
export const press = async (button: HTMLElement) => {
  button.focus();
  await userEvent.keyboard('{Enter}');
};

/** Opens a select with the arrow key, types the option's name and chooses it with Enter. */
export const chooseOption = async (trigger: HTMLElement, option: string) => {
  trigger.focus();
  await userEvent.keyboard('{ArrowDown}');
  const listbox = await within(document.body).findByRole('listbox');
  await userEvent.keyboard(option);
  await waitFor(() =>
    expect(within(listbox).getByRole('option', { name: option })).toHaveAttribute('data-focused', 'true'),
  );
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(listbox).not.toBeInTheDocument());
};

/** Types a date into a date field, segment after segment (dd mm yyyy under it-IT). */
export const typeDate = async (group: HTMLElement, digits: string) => {
  const [firstSegment] = within(group).getAllByRole('spinbutton');
  firstSegment?.focus();
  await userEvent.keyboard(digits);
};

/** The hidden input behind React Aria's FileTrigger: the only way a test can hand it a file. */
export const uploadInto = async (group: HTMLElement, file: File) => {
  const input = group.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('FileUpload renders a file input');
  await userEvent.upload(input, file);
};

/**
 * Presses an action of a table row as a keyboard user does in a React Aria grid: focus on the row,
 * then the arrow keys move through the row's controls (from the end, with ArrowLeft) until the action.
 */
export const pressRowAction = async (row: HTMLElement, action: HTMLElement) => {
  row.focus();
  for (let step = 0; step < 6 && document.activeElement !== action; step += 1) {
    await userEvent.keyboard('{ArrowLeft}');
  }
  await expect(action).toHaveFocus();
  await userEvent.keyboard('{Enter}');
};
