/** Placeholder: being built (issue 9). */
export const ConferenceListPage = () => <p>ConferenceListPage</p>;
