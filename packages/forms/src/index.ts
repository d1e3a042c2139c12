export { postalCodeSchema } from './validators/postalCode';
