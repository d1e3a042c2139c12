import type { RequestListRoute } from '../../routes/routeAccess';

/** Placeholder: being built (issue 8). */
export const RequestListPage = ({ route }: { route: RequestListRoute }) => <p>{route.path}</p>;
