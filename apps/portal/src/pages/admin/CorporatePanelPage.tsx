/** Placeholder: being built (issue 9). */
export const CorporatePanelPage = () => <p>CorporatePanelPage</p>;
