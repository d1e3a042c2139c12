/** Placeholder: being built (issue 9). */
export const NewConferencePage = () => <p>NewConferencePage</p>;
