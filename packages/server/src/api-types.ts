// Types of the API's answers, inferred from the zod schemas the routes declare, for the web app to
// import with `import type` (nothing of the server is bundled). Only types may be exported here.
import type { z } from 'zod';
import type { appConfigSchema } from './http/app-config.js';
export type { Finding, Findings } from './build/findings.js';
import type { paginationSchema } from './http/pagination.js';
import type { tidyApplySchema, tidyPlanSchema } from './tidy/schemas.js';
import type {
  authorsSchema,
  batchDetailSchema,
  batchSchema,
  lastChangesSchema,
  revertAnswerSchema,
  rowChangeSchema,
} from './history/schemas.js';
import type { publishBody, publishingBody, publishingSchema, releasesSchema } from './releases/schemas.js';
import type { diffAnswerSchema } from './releases/diff-routes.js';
import type { acceptedSchema, awaitingAdminSchema, invitationInfoSchema } from './members/join-routes.js';
import type { ReleaseDiff } from './releases/diff-job.js';
import type { projectSchema } from './http/project-store.js';
import type { rowPageSchema, tableRowSchema, tableSummarySchema } from './tables/schemas.js';
import type {
  duplicatedTripsSchema,
  shapePointSchema,
  stopTimeDetailSchema,
  stopTimesSummarySchema,
  tripDetailSchema,
} from './stoptimes/schemas.js';
import type { shapeDetailSchema, shapePointRowSchema, shapeStopsSchema } from './shapes/schemas.js';
import type { shapeHeadSchema } from './tables/schemas.js';
import type { stopRowSchema } from './stops/schemas.js';
import type { detail, registerBody } from './accounts/schemas.js';
import type { copiedTripsSchema, copyTripsBody } from './trip-copy/schemas.js';
import type { networkAnswerSchema, routeLinesSchema, stopRoutesSchema } from './network/schemas.js';

/** A project as GET /api/projects/{id}/ answers it. */
export type ProjectAnswer = z.infer<typeof projectSchema>;
/** GET /api/config/. */
export type AppConfigAnswer = z.infer<typeof appConfigSchema>;
/** The pagination block of every paged list. */
export type Pagination = z.infer<typeof paginationSchema>;
/** A row of a table resource (its fields beside id and version), as GET, POST, PUT and PATCH of a row answer it. */
export type TableRowAnswer = z.infer<typeof tableRowSchema>;
/** One page of GET {resource}/. */
export type RowPageAnswer = z.infer<typeof rowPageSchema>;
/** GET tables/. */
export type TableSummaryAnswer = z.infer<typeof tableSummarySchema>;
/** GET timetable/ and POST timetable/'s answer, GET timetable/routes/'s entries, POST's body. */
export type { RouteDirections, TimetableAnswer, TimetableTrip } from './timetable/schemas.js';
export type { CellInput, ChangeSet } from './timetable/change-set.js';
/** A point of the shape of GET trips/{rowId}/. */
export type ShapePointAnswer = z.infer<typeof shapePointSchema>;
/** GET stoptimes/summary/. */
export type StopTimesSummaryAnswer = z.infer<typeof stopTimesSummarySchema>;
/** POST trips/{rowId}/duplicate/. */
export type DuplicatedTripsAnswer = z.infer<typeof duplicatedTripsSchema>;
/** GET shapes/{rowId}/stops/. */
export type ShapeStopsAnswer = z.infer<typeof shapeStopsSchema>;
/** GET, PATCH trips/{rowId}/: the trip with its stop times (and, when read, its shape's points). */
export type TripDetailAnswer = z.infer<typeof tripDetailSchema>;
export type StopTimeDetailAnswer = z.infer<typeof stopTimeDetailSchema>;
/** A shape of GET shapes/ (one row per shape_id), a shape with its points (GET, POST, PUT, PATCH shapes/{rowId}/). */
export type ShapeHeadAnswer = z.infer<typeof shapeHeadSchema>;
export type ShapeDetailAnswer = z.infer<typeof shapeDetailSchema>;
export type ShapePointRowAnswer = z.infer<typeof shapePointRowSchema>;
/** A row of stops/ (GET, POST, PUT, PATCH stops/{rowId}/, and each row of its list). */
export type StopRowAnswer = z.infer<typeof stopRowSchema>;
/** The {detail} answer of the account routes; POST user/register/'s body. */
export type DetailAnswer = z.infer<typeof detail>;
export type RegisterBody = z.input<typeof registerBody>;

/** GET and POST /api/projects/{id}/tidy/: what the clean-up would do, or did. */
export type TidyPlanAnswer = z.infer<typeof tidyPlanSchema>;
/** POST /api/projects/{id}/tidy/'s body. */
export type TidyApplyBody = z.input<typeof tidyApplySchema>;
/** Releases (GET releases/, a release, its publishing settings). */
export type { ReleaseJson as ReleaseAnswer } from './releases/schemas.js';
export type ReleasesAnswer = z.infer<typeof releasesSchema>;
export type PublishingAnswer = z.infer<typeof publishingSchema>;
/** PUT releases/publishing/'s and POST releases/{n}/publish/'s bodies. */
export type PublishingBody = z.input<typeof publishingBody>;
export type PublishBody = z.input<typeof publishBody>;
/** GET releases/{n}/diff/ (its `result` is a ReleaseDiff once done). */
export type { ReleaseDiff, Rename } from './releases/diff-job.js';
/** POST trips/copy/. */
export type CopiedTripsAnswer = z.infer<typeof copiedTripsSchema>;
export type CopyTripsBody = z.input<typeof copyTripsBody>;
/** History (GET history/, a batch with its rows, a row's changes, last changes, a revert's answer). */
export type HistoryBatch = z.infer<typeof batchSchema>;
export type HistoryBatchDetail = z.infer<typeof batchDetailSchema>;
export type HistoryRowChange = z.infer<typeof rowChangeSchema>;
export type HistoryLastChanges = z.infer<typeof lastChangesSchema>;
export type RevertAnswer = z.infer<typeof revertAnswerSchema>;
/** GET history/ (one page of batches) and GET history/authors/. */
export type HistoryPageAnswer = { results: HistoryBatch[]; pagination: Pagination };
export type HistoryAuthorsAnswer = z.infer<typeof authorsSchema>;
/** GET releases/{n}/diff/: the job's state, and the diff once done. */
export type ReleaseDiffAnswer = Omit<z.infer<typeof diffAnswerSchema>, 'result'> & {
  result: ReleaseDiff | null;
};
/** A refused CSV upload's row errors (`rows` of its 400 answer). */
export type { RowError as CsvRowError } from './table-csv/row-errors.js';

// Members, invitations and the security log (src/members/).
export type { ProjectRole } from './db/schema.js';
export type { MemberAnswer } from './members/store.js';
export type { InvitationAnswer } from './members/invitations.js';
export type { ConfirmationsAnswer } from './members/confirmations.js';
export type InvitationInfoAnswer = z.infer<typeof invitationInfoSchema>;
export type InvitationAcceptAnswer = z.infer<typeof acceptedSchema> | z.infer<typeof awaitingAdminSchema>;
export type { SecurityEventAnswer } from './members/security-log.js';

// The network (src/network/): the stored sketch, every route's lines, the routes serving a stop.
export type NetworkAnswer = z.infer<typeof networkAnswerSchema>;
export type { NetworkSketch } from './network/sketch.js';
export type RouteLinesAnswer = z.infer<typeof routeLinesSchema>;
export type StopRoutesAnswer = z.infer<typeof stopRoutesSchema>;
