import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Stepper, type StepperProps } from './Stepper';

const requestSteps = [
  { id: 'promoter', label: 'Dati del promotore' },
  { id: 'study', label: 'Dati dello studio' },
  { id: 'proposal', label: 'Proposta e allegati' },
];

const meta = {
  title: 'Components/Stepper',
  component: Stepper,
  args: { steps: requestSteps, currentIndex: 0 },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstStep: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Passi della compilazione' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveAttribute('aria-current', 'step');
    await expect(items[0]).toHaveTextContent('1. Dati del promotore, passo corrente');
    await expect(items[2]).toHaveTextContent('3. Proposta e allegati, da compilare');
  },
};

export const LastStep: Story = {
  args: { currentIndex: 2 },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Dati del promotore, completato');
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
  },
};

export const WithErrors: Story = {
  args: { currentIndex: 2, errorStepIds: ['promoter'] },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Dati del promotore, contiene errori');
  },
};

const WithNavigation = (props: StepperProps) => {
  const [index, setIndex] = useState(props.currentIndex);
  return (
    <>
      <Stepper {...props} currentIndex={index} />
      <Button variant="secondary" isDisabled={index === 0} onPress={() => setIndex(index - 1)}>
        Torna Indietro
      </Button>{' '}
      <Button isDisabled={index === props.steps.length - 1} onPress={() => setIndex(index + 1)}>
        Avanti
      </Button>
    </>
  );
};

export const AnnouncesMoves: Story = {
  render: (args) => <WithNavigation {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toBeEmptyDOMElement();
    canvas.getByRole('button', { name: 'Avanti' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(status).toHaveTextContent('Passo 2 di 3: Dati dello studio'));
    await expect(canvas.getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'step');
  },
};

export const LongText: Story = {
  args: {
    steps: [
      { id: 'a', label: 'Dati del promotore e del legale rappresentante' },
      { id: 'b', label: 'Dati dello studio, del protocollo e dello sperimentatore principale' },
      { id: 'c', label: 'Proposta, allegati obbligatori e documentazione integrativa' },
    ],
    currentIndex: 1,
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Form steps' })).toBeVisible();
  },
};
