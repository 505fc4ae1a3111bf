import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Foreign keys the first vault, agent and journey migrations could not declare (they were written
 * before the citizens and assurance tables existed): documents and agent messages belong to a
 * citizen; a journey names the HIGH assurance record that authorised its creation.
 */
export class CitizenForeignKeys1763810000000 implements MigrationInterface {
  name = 'CitizenForeignKeys1763810000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE vault_documents ADD CONSTRAINT vault_documents_citizen_fk
      FOREIGN KEY (citizen_id) REFERENCES citizens (id) ON DELETE CASCADE`);
    await q.query(`ALTER TABLE agent_messages ADD CONSTRAINT agent_messages_citizen_fk
      FOREIGN KEY (citizen_id) REFERENCES citizens (id) ON DELETE CASCADE`);
    await q.query(`ALTER TABLE journeys ADD CONSTRAINT journeys_created_with_assurance_fk
      FOREIGN KEY (created_with_assurance_id) REFERENCES identity_assurances (id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE journeys DROP CONSTRAINT journeys_created_with_assurance_fk`);
    await q.query(`ALTER TABLE agent_messages DROP CONSTRAINT agent_messages_citizen_fk`);
    await q.query(`ALTER TABLE vault_documents DROP CONSTRAINT vault_documents_citizen_fk`);
  }
}
