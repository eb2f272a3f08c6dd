import {
  dataEnvelope,
  listEnvelope,
  TimelineEntity,
  TimelineEntityClass,
  TimelineEntityDetail,
  TimelineEvent,
  TimelineNoteRequest,
} from '@flexportal/core/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { timelineNotes, users } from '../../db/schema.js';
import type { Db } from '../../db/types.js';
import type { Api, Deps } from '../../http/env.js';
import { bearer, errorResponses, IdParam, jsonBody, jsonResponse } from '../../http/openapi.js';
import { listMeta } from '../../http/paginate.js';
import { PageQuery } from '../bankAccounts.js';
import { isoTime } from './shared.js';
import { ENTITY_CLASSES, entityClass, type TimelineEvent as Recorded } from './timelineEntities.js';

const ClassParam = z.object({ class: z.string().max(40) });
const EntityParam = ClassParam.extend({ id: IdParam.shape.id });

/**
 * `a/timelines` (AC-7admin-21, AC-7admin-22): entity classes, entities of a class, one
 * entity, and its timeline, which merges what the sandbox records for the entity with the
 * notes administrators append by POST. Newest first.
 */
export function registerAdminTimelines(api: Api, deps: Deps): void {
  const { db } = deps;
  api.openapi(
    createRoute({
      method: 'get',
      path: '/a/timelines/entity-classes',
      summary: 'Timeline entity classes: name and slug (AC-7admin-21, AC-3-27)',
      security: bearer,
      responses: {
        200: jsonResponse(dataEnvelope(z.array(TimelineEntityClass)), 'Classes'),
        ...errorResponses,
      },
    }),
    (c) => c.json({ data: ENTITY_CLASSES.map((e) => ({ name: e.name, slug: e.slug })) }, 200),
  );

  api.openapi(
    createRoute({
      method: 'get',
      path: '/a/timelines/{class}',
      summary: 'Entities of a class, paginated (AC-7admin-21)',
      security: bearer,
      request: { params: ClassParam, query: PageQuery },
      responses: { 200: jsonResponse(listEnvelope(TimelineEntity), 'Entities'), ...errorResponses },
    }),
    async (c) => {
      const kind = entityClass(c.req.valid('param').class);
      const q = c.req.valid('query');
      const [total, data] = await Promise.all([
        kind.count(db),
        kind.page(db, q.per_page, (q.page - 1) * q.per_page),
      ]);
      return c.json({ data, meta: listMeta(total, q.page, q.per_page, c.req.url) }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'get',
      path: '/a/timelines/{class}/{id}',
      summary: 'One entity of a class (AC-7admin-21)',
      security: bearer,
      request: { params: EntityParam },
      responses: {
        200: jsonResponse(dataEnvelope(TimelineEntityDetail), 'Entity'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { class: slug, id } = c.req.valid('param');
      const entity = await entityClass(slug).one(db, id);
      return c.json({ data: { class: slug, id, ...entity } }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'get',
      path: '/a/timelines/{class}/{id}/timeline',
      summary: "An entity's timeline, newest first: recorded events and notes (AC-7admin-22)",
      security: bearer,
      request: { params: EntityParam },
      responses: {
        200: jsonResponse(dataEnvelope(z.array(TimelineEvent)), 'Timeline'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { class: slug, id } = c.req.valid('param');
      const events = await entityClass(slug).events(db, id);
      const notes = await db
        .select()
        .from(timelineNotes)
        .where(and(eq(timelineNotes.entityClass, slug), eq(timelineNotes.entityId, id)))
        .orderBy(asc(timelineNotes.id));
      const all: Recorded[] = [...events, ...notes.map(presentNote)];
      // Stable sort: equal instants keep recorded events before the notes, in order.
      all.sort((a, b) => b.at.localeCompare(a.at));
      return c.json({ data: await withCausers(db, all) }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'post',
      path: '/a/timelines/{class}/{id}/timeline',
      summary: "Append an administrator's note to an entity's timeline (AC-7admin-22)",
      security: bearer,
      request: { params: EntityParam, ...jsonBody(TimelineNoteRequest) },
      responses: { 201: jsonResponse(dataEnvelope(TimelineEvent), 'The note'), ...errorResponses },
    }),
    async (c) => {
      const { class: slug, id } = c.req.valid('param');
      const { note } = c.req.valid('json');
      await entityClass(slug).one(db, id);
      const [row] = await db
        .insert(timelineNotes)
        .values({
          entityClass: slug,
          entityId: id,
          userId: c.get('auth').user.id,
          note,
          createdAt: new Date(deps.config.now()).toISOString(),
        })
        .returning();
      const [added] = await withCausers(db, [
        presentNote(row as typeof timelineNotes.$inferSelect),
      ]);
      return c.json({ data: added as TimelineEvent }, 201);
    },
  );
}

/** The events with who caused them (`causer`: id and e-mail), read in one query. */
async function withCausers(db: Db, events: readonly Recorded[]): Promise<TimelineEvent[]> {
  const ids = [...new Set(events.flatMap((e) => (e.user_id === null ? [] : [e.user_id])))];
  const rows = ids.length
    ? await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(inArray(users.id, ids))
    : [];
  const byId = new Map(rows.map((u) => [u.id, u]));
  return events.map((e) => ({ ...e, causer: (e.user_id !== null && byId.get(e.user_id)) || null }));
}

const presentNote = (n: typeof timelineNotes.$inferSelect): Recorded => ({
  at: isoTime(n.createdAt),
  kind: 'note',
  description: n.note,
  user_id: n.userId,
});
