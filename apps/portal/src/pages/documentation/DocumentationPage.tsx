/** Placeholder: being built (issue 8). */
export const DocumentationPage = () => <p>DocumentationPage</p>;
