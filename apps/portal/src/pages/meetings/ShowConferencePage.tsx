/** Placeholder: being built (issue 9). */
export const ShowConferencePage = () => <p>ShowConferencePage</p>;
