import { STALE_MESSAGES } from '../../contract/envelope';
import { DEFAULT_INTEGRATION_LIMIT_DAYS, type RequestConfig } from '../../contract/requestConfig';
import { REFUSALS } from '../../contract/rules/refusals';
import { assertVersion, badRequest, conflict, notFound } from '../context';
import { paginate, sortItems } from '../query';
import { type MockDatabase, nextId, nextInstant } from '../store';
import type { ServiceResolvers } from './types';

/** The fields with their templates' file names, as the server answers; refused when a template is unknown. */
const withTemplates = (db: MockDatabase, fields: RequestConfig['documentType']) => {
  const unknown = fields.filter((field) => !db.documents.has(field.template));
  if (unknown.length > 0)
    throw badRequest(`Modello non trovato per: ${unknown.map((field) => field.label).join(', ')}`);
  return fields.map((field) => ({ ...field, templateFileName: db.documents.get(field.template)?.fileName }));
};

export const requestConfigResolvers: ServiceResolvers<'requestConfig'> = {
  find: ({ query, skip, take, sort }, { db }) =>
    paginate(
      sortItems(
        db.requestConfigs.filter((config) => !query.requestType || config.requestType === query.requestType),
        sort,
        (config, field) => config[field],
      ),
      skip,
      take,
    ),
  create: ({ requestType, documentType, integrationLimitDays }, { db }) => {
    if (db.requestConfigs.some((config) => config.requestType === requestType)) {
      throw conflict(`La tipologia ${requestType} è già configurata`);
    }
    const config = {
      _id: nextId(db, 'config'),
      requestType,
      documentType: withTemplates(db, documentType),
      integrationLimitDays: integrationLimitDays ?? DEFAULT_INTEGRATION_LIMIT_DAYS,
      updated: nextInstant(db),
    };
    db.requestConfigs.push(config);
    return config;
  },
  update: ({ _id, updated, documentType, integrationLimitDays }, { db }) => {
    const config = db.requestConfigs.find((candidate) => candidate._id === _id);
    if (!config) throw notFound(REFUSALS.configNotFound);
    assertVersion(config.updated, updated, STALE_MESSAGES.requestConfig);
    config.documentType = withTemplates(db, documentType);
    if (integrationLimitDays) config.integrationLimitDays = integrationLimitDays;
    config.updated = nextInstant(db);
    return config;
  },
};

export const cityResolvers: ServiceResolvers<'city'> = {
  provinces: (_input, { db }) => db.provinces,
  cities: ({ provinceCode }, { db }) => {
    const cities = db.cities.get(provinceCode);
    if (!cities) throw notFound(`Provincia sconosciuta: ${provinceCode}`);
    return cities;
  },
};
