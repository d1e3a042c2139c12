import {
  type CommitteeIdentity,
  type CommitteeIdentityFields,
  committeeIdentityFieldsSchema,
} from '@cet-portal/api-client/contract';
import { eq } from 'drizzle-orm';
import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import { iso } from '../db/queries/sql';
import { committeeIdentity, users } from '../db/schema';

/** Where the portal loads the logo from; `v` changes with the logo, so a page never shows an old one. */
export const LOGO_PATH = '/api/config/logo';

/** The installation's identity: what `COMMITTEE_*`, `MANUAL_URL` say. */
export const installationFields = (config: ServerConfig): CommitteeIdentityFields => ({
  name: config.identity.name,
  department: config.identity.department,
  addressLines: config.contacts.addressLines,
  email: config.contacts.email,
  pec: config.contacts.pec,
  phone: config.contacts.phone,
  manualUrl: config.manualUrl ?? null,
  primaryColor: config.identity.primaryColor,
});

const storedRow = async (db: Db) => {
  const [row] = await db
    .select({
      fields: committeeIdentity.fields,
      logoKind: committeeIdentity.logoKind,
      updated: committeeIdentity.updated,
      userId: users.id,
      fullname: users.fullname,
    })
    .from(committeeIdentity)
    .leftJoin(users, eq(users.id, committeeIdentity.userId));
  return row;
};

/**
 * The identity in force: ADMIN's when saved, otherwise the installation's. A stored value is read
 * through the contract's schema again, so a row from an older version that no longer passes (a
 * rule grew stricter) falls back to the installation's settings rather than break every page.
 */
export const loadCommitteeIdentity = async (db: Db, config: ServerConfig): Promise<CommitteeIdentity> => {
  const installationLogoUrl = config.identity.logoFile ? `${LOGO_PATH}?v=installazione` : null;
  const row = await storedRow(db);
  const stored = row && committeeIdentityFieldsSchema.safeParse(row.fields);
  if (!row || !stored?.success) {
    return {
      ...installationFields(config),
      logoUrl: installationLogoUrl,
      overridden: false,
      updated: null,
      updateUser: null,
    };
  }
  const logoUrl = {
    installation: installationLogoUrl,
    uploaded: `${LOGO_PATH}?v=${row.updated.getTime()}`,
    none: null,
  }[row.logoKind];
  return {
    ...stored.data,
    logoUrl,
    overridden: true,
    updated: iso(row.updated),
    updateUser: row.userId && row.fullname ? { _id: row.userId, fullname: row.fullname } : null,
  };
};

/** ADMIN's uploaded logo, or null when the installation's (or none) is in force. */
export const loadUploadedLogo = async (db: Db) => {
  const [row] = await db
    .select({
      logo: committeeIdentity.logo,
      logoType: committeeIdentity.logoType,
      kind: committeeIdentity.logoKind,
    })
    .from(committeeIdentity);
  if (!row) return { kind: 'installation' as const };
  if (row.kind === 'uploaded' && row.logo && row.logoType)
    return { kind: 'uploaded' as const, bytes: row.logo, contentType: row.logoType };
  return { kind: row.kind === 'none' ? ('none' as const) : ('installation' as const) };
};
