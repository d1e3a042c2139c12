/** Placeholder: being built (issue 9). */
export const TypePanelPage = () => <p>TypePanelPage</p>;
