/** Placeholder: being built (issue 9). */
export const HomePanelPage = () => <p>HomePanelPage</p>;
