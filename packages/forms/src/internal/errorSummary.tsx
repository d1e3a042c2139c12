import { ErrorSummary } from '@cet-portal/ui';
import {
  type ComponentProps,
  createContext,
  type ReactNode,
  useContext,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { type Control, type FieldValues, get, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FORMS_NAMESPACE } from '../i18n/namespace';
import { FormRoot } from './layout';

/**
 * The labels of the fields a form shows now, by name, in the order they appeared. A store, not a
 * plain map: the summary renders before the fields register, and must render again when a label
 * changes (the language switched) or a field comes and goes (a step of the request form).
 */
const createLabelStore = () => {
  let labels: ReadonlyMap<string, string> = new Map();
  const listeners = new Set<() => void>();
  const update = (next: Map<string, string>) => {
    labels = next;
    for (const listener of listeners) listener();
  };
  return {
    set: (name: string, label: string) => update(new Map(labels).set(name, label)),
    delete: (name: string) => {
      const next = new Map(labels);
      next.delete(name);
      update(next);
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current: () => labels,
  };
};

type LabelStore = ReturnType<typeof createLabelStore>;
const FieldLabels = createContext<LabelStore | null>(null);
const NO_LABELS: ReadonlyMap<string, string> = new Map();
const ignore = () => () => undefined;

/**
 * Names a field in its form's error summary. The form fields of `fields.tsx` do it themselves; a
 * field built on `useController` calls it with its visible label.
 */
export const useSummaryLabel = (name: string, label: string) => {
  const labels = useContext(FieldLabels);
  useLayoutEffect(() => {
    if (!labels) return;
    labels.set(name, label);
    return () => {
      labels.delete(name);
    };
  }, [labels, name, label]);
};

const FormErrorSummary = ({ control }: { control: Control<FieldValues> }) => {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const store = useContext(FieldLabels);
  const labels = useSyncExternalStore(store?.subscribe ?? ignore, store?.current ?? (() => NO_LABELS));
  const { errors } = useFormState({ control });
  const items = [...labels].flatMap(([name, label]) => {
    const message: unknown = (get(errors, name) as { message?: unknown } | undefined)?.message;
    return typeof message === 'string'
      ? [{ name, label, message: t(message, { defaultValue: message }) }]
      : [];
  });
  return <ErrorSummary errors={items} />;
};

type FormProps<Values extends FieldValues> = ComponentProps<typeof FormRoot> & {
  control: Control<Values, unknown, FieldValues>;
  children: ReactNode;
};

/**
 * A form with its error summary on top: every field in error that the form shows now, each a link to
 * the field (GOV.UK's error summary). The summary appears once a field shows its error (on blur, as
 * the spec's touched fields), so the user learns why a confirm button stays disabled.
 */
export const Form = <Values extends FieldValues>({ control, children, ...props }: FormProps<Values>) => {
  const [labels] = useState(createLabelStore);
  return (
    <FieldLabels.Provider value={labels}>
      <FormRoot {...props}>
        <FormErrorSummary control={control as unknown as Control<FieldValues>} />
        {children}
      </FormRoot>
    </FieldLabels.Provider>
  );
};
