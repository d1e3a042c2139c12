import { companyByVat } from '../../registration/companies';
import { loadRegistrationOf } from '../../registration/records';
import { defineCall } from '../types';
import { identityOf } from './identity';

export const mine = defineCall('registration.mine', {
  rule: 'any valid token, even of an identity with no user yet; only the caller’s own registration',
  handler: async (_input, context) => {
    const identity = identityOf(context);
    const { session } = context;
    return {
      mode: context.config.selfRegistration,
      claims: {
        fiscalCode: identity.fiscalCode,
        name: identity.givenName,
        surname: identity.familyName,
        email: identity.email,
      },
      hasAccount: session !== null,
      registration: session ? await loadRegistrationOf(context.database.db, session.user.id) : null,
    };
  },
});

export const findCompany = defineCall('registration.findCompany', {
  rule: 'any valid token; one registered company by its exact VAT number, or null (never a list)',
  handler: async ({ vat }, context) => {
    identityOf(context);
    return { company: await companyByVat(context.database.db, vat) };
  },
});
