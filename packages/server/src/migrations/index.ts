// Every migration, in order. The key is the migration's permanent name: never rename or reorder.
import type { Migration } from 'kysely';
import * as accounts from './0001-accounts.js';
import * as projects from './0002-projects.js';
import * as gtfsTables from './0003-gtfs-tables.js';
import * as gtfsBuilds from './0004-gtfs-builds.js';
import * as tableIndexes from './0005-table-indexes.js';
import * as storedFiles from './0006-stored-files.js';
import * as failureDetails from './0007-failure-details.js';
import * as networkAndImportReport from './0008-network-and-import-report.js';
import * as collatedSorts from './0009-collated-sorts.js';
import * as releases from './0010-releases.js';
import * as members from './0011-members.js';
import * as history from './0012-history.js';
import * as oidc from './0013-oidc.js';
import * as historyUpdateCost from './0014-history-update-cost.js';
import * as networkRequested from './0015-network-requested.js';
import * as rowCounts from './0016-row-counts.js';
import * as invitationConfirmations from './0017-invitation-confirmations.js';

export const migrations: Record<string, Migration> = {
  '0001-accounts': accounts,
  '0002-projects': projects,
  '0003-gtfs-tables': gtfsTables,
  '0004-gtfs-builds': gtfsBuilds,
  '0005-table-indexes': tableIndexes,
  '0006-stored-files': storedFiles,
  '0007-failure-details': failureDetails,
  '0008-network-and-import-report': networkAndImportReport,
  '0009-collated-sorts': collatedSorts,
  '0010-releases': releases,
  '0011-members': members,
  '0012-history': history,
  '0013-oidc': oidc,
  '0014-history-update-cost': historyUpdateCost,
  '0015-network-requested': networkRequested,
  '0016-row-counts': rowCounts,
  '0017-invitation-confirmations': invitationConfirmations,
};
