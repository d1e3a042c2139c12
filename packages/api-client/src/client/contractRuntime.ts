// What the client needs of the contract at run time, loaded on its first call (createApiClient.ts).
export { CALL_LIST, fillPath, serviceOf } from '../contract/calls';
export { APP_CODE, errorBodySchema } from '../contract/envelope';
