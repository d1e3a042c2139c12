// The least form the portal's stack makes (ARCHITECTURE.md): a react-hook-form form validated by
// zod, with React Aria's text field, select, date picker (its calendar in a popover) and checkbox,
// styled with styled-components; the request list's filters, and the floor under any route with a form.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  Checkbox,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  TextField,
} from 'react-aria-components';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { z } from 'zod';

export const STATES = ['Bozza', 'Inviata', 'In valutazione', 'Da integrare', 'Approvata'];

const filtersSchema = z.object({
  title: z.string().max(200),
  state: z.string().nullable(),
  sent: z.unknown().nullable(),
  lapsed: z.boolean(),
});

const Form = styled.form`
  display: grid;
  gap: 0.75rem;
  padding: 1rem;
  & input { font: inherit; padding: 0.5rem; border: 1px solid #5c6f82; }
`;
export const Filters = () => {
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(filtersSchema),
    defaultValues: { title: '', state: null, sent: null, lapsed: false },
  });
  return (
    <Form onSubmit={handleSubmit(() => undefined)} aria-label="Filtri">
      <Controller
        control={control}
        name="title"
        render={({ field }) => (
          <TextField value={field.value} onChange={field.onChange}>
            <Label>Titolo dello studio</Label>
            <Input />
          </TextField>
        )}
      />
      <Controller
        control={control}
        name="state"
        render={({ field }) => (
          <Select selectedKey={field.value} onSelectionChange={field.onChange}>
            <Label>Stato</Label>
            <Button>
              <SelectValue />
            </Button>
            <Popover>
              <ListBox>
                {STATES.map((state) => (
                  <ListBoxItem key={state} id={state}>
                    {state}
                  </ListBoxItem>
                ))}
              </ListBox>
            </Popover>
          </Select>
        )}
      />
      <Controller
        control={control}
        name="sent"
        render={({ field }) => (
          <DatePicker onChange={field.onChange}>
            <Label>Data di invio</Label>
            <Group>
              <DateInput>{(segment) => <DateSegment segment={segment} />}</DateInput>
              <Button>Calendario</Button>
            </Group>
            <Popover>
              <Dialog>
                <Calendar>
                  <header>
                    <Button slot="previous">Precedente</Button>
                    <Heading />
                    <Button slot="next">Successivo</Button>
                  </header>
                  <CalendarGrid>{(date) => <CalendarCell date={date} />}</CalendarGrid>
                </Calendar>
              </Dialog>
            </Popover>
          </DatePicker>
        )}
      />
      <Controller
        control={control}
        name="lapsed"
        render={({ field }) => (
          <Checkbox isSelected={field.value} onChange={field.onChange}>
            Termine scaduto
          </Checkbox>
        )}
      />
      <Button type="submit">Cerca</Button>
    </Form>
  );
};

/** The form alone, as a page. */
export const FiltersPage = () => (
  <I18nProvider locale="it-IT">
    <main>
      <h1>Nuova richiesta</h1>
      <Filters />
    </main>
  </I18nProvider>
);
