// The back office's decision on an open-account request (issue 29): the reason shown to the
// applicant (an operator's rejection, or the demo rule's) and who decided (`auto-review` or
// `operator:<name>`). SQLite adds one column per statement.
import type { Kysely, Migration } from 'kysely';

export const openAccountReviewMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const requests = () => db.schema.alterTable('open_account_requests');
    await requests().addColumn('decision_reason', 'varchar(500)').execute();
    await requests().addColumn('decided_by', 'varchar(80)').execute();
  },
};
