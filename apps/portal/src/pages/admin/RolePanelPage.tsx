/** Placeholder: being built (issue 9). */
export const RolePanelPage = () => <p>RolePanelPage</p>;
