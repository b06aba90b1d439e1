import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth';

/**
 * Every stored file. `storageKey` names the bytes in the storage backend (local disk or object
 * storage); raster images are stored re-encoded (metadata stripped) with a thumbnail beside them.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    ownerNo: integer('owner_no')
      .notNull()
      .references(() => users.no, { onDelete: 'cascade' }),
    /** 'image' or 'document'. */
    kind: text('kind').notNull(),
    /** What the upload is for (user_image, user_background, project_logo, feedUpload ...). */
    purpose: text('purpose').notNull(),
    originalName: text('original_name').notNull(),
    mediaType: text('media_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    width: integer('width'),
    height: integer('height'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('uploads_owner_idx').on(table.ownerNo, table.createdAt)],
);
