export type { Health } from './contract/envelope';
export { APP_CODE, healthSchema } from './contract/envelope';
