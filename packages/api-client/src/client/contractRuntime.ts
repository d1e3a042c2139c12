// What the client needs of the contract at run time, loaded on its first call (transport.ts).
export { CALL_LIST, callEntry, fillPath, serviceOf } from '../contract/calls';
export { fileSchema, streamedUploadFieldsSchema } from '../contract/document';
export { APP_CODE, errorBodySchema } from '../contract/envelope';
