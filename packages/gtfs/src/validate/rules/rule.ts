// A validator rule: one small module that defines the notices it may emit beside the checks that emit
// them (see notice.ts for notice groups without a check of their own).
import type { LoadedFeed } from '../feed.js';
import type { NoticeSet } from '../notice.js';
import type { NoticeContainer } from '../notices.js';

export interface RuleContext {
  /** The validation date, `YYYY-MM-DD` (today unless given). */
  today: string;
  signal?: AbortSignal;
  /** Files found inside a sub-folder of the zip (MobilityData refuses those). */
  inSubfolder: boolean;
}

export interface Rule extends NoticeSet {
  check(feed: LoadedFeed, notices: NoticeContainer, ctx: RuleContext): void;
}

export const rule = (r: Rule): Rule => r;
