import type { Kysely } from 'kysely';

// The boleto payer's address (CEP, street, number, neighbourhood, city, UF), kept from the
// first boleto purchase: a provider whose registered boleto needs it (Mercado Pago) issues the
// renewal boleto with it, nobody being there to type it again. One per student; the student
// sees and changes it in Minha Assinatura; the export carries it and the erasure deletes it.
// Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payer_addresses')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    /** 8 digits, no hyphen */
    .addColumn('zip_code', 'text', (c) => c.notNull())
    .addColumn('street_name', 'text', (c) => c.notNull())
    .addColumn('street_number', 'text', (c) => c.notNull())
    .addColumn('neighborhood', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    /** UF, two letters */
    .addColumn('federal_unit', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payer_addresses').execute();
}
