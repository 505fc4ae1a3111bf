import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The citizen's language (DESIGN §17, issue 24): chosen with `PUT /me/preferences`, used when a
 * request names no supported language in Accept-Language, and for what is sent later. NULL: never
 * chosen (the default language, `en`). Any BCP 47-shaped tag is stored: the service checks it is one
 * of its supported locales, so a locale is added without a migration.
 */
export class CitizenLanguage1766000100000 implements MigrationInterface {
  name = 'CitizenLanguage1766000100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE citizens ADD COLUMN language text NULL CONSTRAINT citizens_language_tag CHECK (language ~ '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$')`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE citizens DROP COLUMN language`);
  }
}
