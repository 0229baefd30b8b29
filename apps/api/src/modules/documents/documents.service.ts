import type { Kysely } from 'kysely';
import type { RedactionSchema } from '@sladd/contract';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import type { FieldCipher } from '../../platform/field-cipher.ts';
import { deleteDocumentRow, findDocument, findDocumentsPage, insertDocument } from './documents.repository.ts';

/** Redaction history: coordinates and types in clear, the covered text sealed with AES-GCM. */
export function createDocumentsService(db: Kysely<Database>, cipher: FieldCipher) {
  const seal = (schema: RedactionSchema): RedactionSchema => ({
    pages: schema.pages.map((page) => ({
      page: page.page,
      sensitive: page.sensitive.map((item) => ({ ...item, original_text: cipher.encrypt(item.original_text) })),
    })),
  });
  const unseal = (schema: RedactionSchema): RedactionSchema => ({
    pages: schema.pages.map((page) => ({
      page: page.page,
      sensitive: page.sensitive.map((item) => ({ ...item, original_text: cipher.decrypt(item.original_text) })),
    })),
  });

  return {
    async save(ownerId: string, name: string, schema: RedactionSchema) {
      const entityCount = schema.pages.reduce((sum, page) => sum + page.sensitive.length, 0);
      return insertDocument(db, { userId: ownerId, name, entityCount, schemaJson: JSON.stringify(seal(schema)) });
    },

    list: (ownerId: string, page: number, pageSize: number) => findDocumentsPage(db, ownerId, page, pageSize),

    /** One of the owner's documents; another user's id is simply not found. */
    async get(ownerId: string, id: string) {
      const row = await findDocument(db, ownerId, id);
      if (!row) throw notFound('This history item');
      const { user_id: _owner, redaction_schema, ...summary } = row;
      return { ...summary, entity_count: Number(summary.entity_count), redaction_schema: unseal(JSON.parse(redaction_schema) as RedactionSchema) };
    },

    async remove(ownerId: string, id: string): Promise<void> {
      if (!(await deleteDocumentRow(db, ownerId, id))) throw notFound('This history item');
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
