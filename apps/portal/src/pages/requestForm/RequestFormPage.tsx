/** Placeholder: being built (issue 8). */
export const RequestFormPage = () => <p>RequestFormPage</p>;
