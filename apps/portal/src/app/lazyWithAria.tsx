import { type ComponentType, lazy } from 'react';

/** A component loaded with the ui package's `AriaScope` around it (React Aria's locale and router). */
export const loadWithAria = async <Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): Promise<ComponentType<Props>> => {
  // The scope comes with the part's own code: the first view, which has no React Aria component,
  // does without React Aria's providers.
  const [{ AriaScope }, Part] = await Promise.all([import('./ariaScope'), load()]);
  return (props: Props) => (
    <AriaScope>
      <Part {...props} />
    </AriaScope>
  );
};

/** `React.lazy` of a part that uses React Aria components: a dialog, a page's content. */
export const lazyWithAria = <Props extends object>(load: () => Promise<ComponentType<Props>>) =>
  lazy(async () => ({ default: await loadWithAria(load) }));
