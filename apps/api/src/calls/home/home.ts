import type { HOME_SORT_FIELDS, Home } from '@cet-portal/api-client/contract';
import { REFUSALS, STALE_MESSAGES } from '@cet-portal/api-client/contract';
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import sanitizeHtml from 'sanitize-html';
import { auditActorOf, audited } from '../../audit/auditLog';
import { notFound, stale } from '../../core/refusal';
import type { Db } from '../../db/database';
import { newId } from '../../db/ids';
import { countRows, iso, nextVersion, orderByFields } from '../../db/queries/sql';
import { homes, users } from '../../db/schema';
import { roleSessionOf } from '../permissions';
import { defineCall } from '../types';

/** What the rich-text editor produces; scripts, event handlers and other markup are dropped. */
const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'span', 'u', 's'],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    '*': ['class'],
  },
  allowedClasses: { '*': [/^ql-[\w-]+$/] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
};

const sanitizeContent = (html: string): string => sanitizeHtml(html, SANITIZE_OPTIONS);

const updater = alias(users, 'update_user');

const SORT_COLUMNS = { created: homes.created, updated: homes.updated } satisfies Record<
  (typeof HOME_SORT_FIELDS)[number],
  unknown
>;

const homeQuery = (db: Db) =>
  db
    .select({ home: homes, updater: { id: updater.id, fullname: updater.fullname } })
    .from(homes)
    .leftJoin(updater, eq(updater.id, homes.updateUserId));

const toHome = ({
  home,
  updater: by,
}: {
  home: typeof homes.$inferSelect;
  updater: { id: string; fullname: string } | null;
}): Home => ({
  _id: home.id,
  header: home.header,
  body: home.body,
  footer: home.footer,
  created: iso(home.created),
  updated: iso(home.updated),
  user: home.userId,
  updateUser: by ? { _id: by.id, fullname: by.fullname } : null,
});

const loadHome = async (db: Db, id: string): Promise<Home> => {
  const [row] = await homeQuery(db).where(eq(homes.id, id));
  if (!row) throw notFound(REFUSALS.homeNotFound);
  return toHome(row);
};

export const find = defineCall('home.find', {
  rule: 'public, no token',
  handler: async ({ skip, take, sort }, context) => {
    const { db } = context.database;
    const rows = await homeQuery(db)
      .orderBy(...orderByFields(sort, SORT_COLUMNS, homes.id))
      .limit(take)
      .offset(skip);
    return { result: rows.map(toHome), total: await countRows(db, homes, undefined) };
  },
});

export const get = defineCall('home.get', {
  rule: 'public, no token',
  handler: ({ id }, context) => loadHome(context.database.db, id),
});

const ADMIN_ONLY =
  'ADMIN with a token, on /api (a deliberate deviation: the spec’s client sent home writes without a token)';

export const create = defineCall('home.create', {
  rule: `${ADMIN_ONLY}; HTML is sanitised`,
  handler: async ({ header, body, footer }, context) => {
    const session = roleSessionOf(context);
    const id = newId();
    const now = new Date();
    const write = { actor: auditActorOf(session), operation: 'home.create', kind: 'home', id } as const;
    return context.database.db.transaction((tx) =>
      audited(tx, write, async () => {
        await tx.insert(homes).values({
          id,
          header: sanitizeContent(header),
          body: sanitizeContent(body),
          footer: sanitizeContent(footer),
          created: now,
          updated: now,
          userId: session.user.id,
          updateUserId: session.user.id,
        });
        return loadHome(tx, id);
      }),
    );
  },
});

export const update = defineCall('home.update', {
  rule: `${ADMIN_ONLY}; HTML is sanitised; stale \`updated\` → 409`,
  handler: async ({ _id, updated, header, body, footer }, context) => {
    const session = roleSessionOf(context);
    const content = {
      ...(header === undefined ? {} : { header: sanitizeContent(header) }),
      ...(body === undefined ? {} : { body: sanitizeContent(body) }),
      ...(footer === undefined ? {} : { footer: sanitizeContent(footer) }),
    };
    const write = { actor: auditActorOf(session), operation: 'home.update', kind: 'home', id: _id } as const;
    return context.database.db.transaction((tx) =>
      audited(tx, write, async () => {
        const saved = await tx
          .update(homes)
          .set({ ...content, updateUserId: session.user.id, updated: nextVersion(homes.updated, new Date()) })
          .where(and(eq(homes.id, _id), eq(homes.updated, new Date(updated))))
          .returning({ id: homes.id });
        if (saved.length === 0) {
          await loadHome(tx, _id);
          throw stale(STALE_MESSAGES.home);
        }
        return loadHome(tx, _id);
      }),
    );
  },
});

export const remove = defineCall('home.delete', {
  rule: ADMIN_ONLY,
  handler: async ({ _id }, context) => {
    const write = {
      actor: auditActorOf(roleSessionOf(context)),
      operation: 'home.delete',
      kind: 'home',
      id: _id,
    } as const;
    return context.database.db.transaction((tx) =>
      audited(tx, write, async () => {
        const deleted = await tx.delete(homes).where(eq(homes.id, _id)).returning({ id: homes.id });
        if (deleted.length === 0) throw notFound(REFUSALS.homeNotFound);
        return { _id };
      }),
    );
  },
});
