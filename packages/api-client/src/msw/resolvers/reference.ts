import { STALE_MESSAGES } from '../../contract/envelope';
import { DEFAULT_INTEGRATION_LIMIT_DAYS, type RequestConfig } from '../../contract/requestConfig';
import { REFUSALS } from '../../contract/rules/refusals';
import { changeVersioned, insert } from '../collection';
import { badRequest, conflict, notFound } from '../context';
import { listPage } from '../query';
import type { MockDatabase } from '../store';
import type { ServiceResolvers } from './types';

/** The fields with their templates' file names, as the server answers; refused when a template is unknown. */
const withTemplates = (db: MockDatabase, fields: RequestConfig['documentType']) => {
  const unknown = fields.filter((field) => !db.documents.has(field.template));
  if (unknown.length > 0)
    throw badRequest(`Modello non trovato per: ${unknown.map((field) => field.label).join(', ')}`);
  return fields.map((field) => ({ ...field, templateFileName: db.documents.get(field.template)?.fileName }));
};

const CONFIG_REFUSALS = { notFound: REFUSALS.configNotFound, stale: STALE_MESSAGES.requestConfig };

export const requestConfigResolvers: ServiceResolvers<'requestConfig'> = {
  find: ({ query, ...page }, { db }) =>
    listPage(
      db.requestConfigs.filter((config) => !query.requestType || config.requestType === query.requestType),
      page,
    ),
  create: ({ requestType, documentType, integrationLimitDays }, { db }) => {
    if (db.requestConfigs.some((config) => config.requestType === requestType))
      throw conflict(`La tipologia ${requestType} è già configurata`);
    return insert(db, db.requestConfigs, 'config', (_id, updated) => ({
      ...{ _id, requestType, documentType: withTemplates(db, documentType), updated },
      integrationLimitDays: integrationLimitDays ?? DEFAULT_INTEGRATION_LIMIT_DAYS,
    }));
  },
  update: ({ _id, updated, documentType, integrationLimitDays }, { db }) =>
    changeVersioned(db, db.requestConfigs, { _id, updated }, CONFIG_REFUSALS, (config) => {
      config.documentType = withTemplates(db, documentType);
      if (integrationLimitDays) config.integrationLimitDays = integrationLimitDays;
    }),
};

export const cityResolvers: ServiceResolvers<'city'> = {
  provinces: (_input, { db }) => db.provinces,
  cities: ({ provinceCode }, { db }) => {
    const cities = db.cities.get(provinceCode);
    if (!cities) throw notFound(`Provincia sconosciuta: ${provinceCode}`);
    return cities;
  },
};
