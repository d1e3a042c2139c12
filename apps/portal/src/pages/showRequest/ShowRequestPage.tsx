/** Placeholder: being built (issue 8). */
export const ShowRequestPage = () => <p>ShowRequestPage</p>;
