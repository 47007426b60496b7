// A validator rule: one small module that names the notices it may emit and reads the loaded feed.
import type { LoadedFeed } from '../feed.js';
import type { NoticeContainer } from '../notices.js';

export interface RuleContext {
  /** The validation date, `YYYY-MM-DD` (today unless given). */
  today: string;
  signal?: AbortSignal;
  /** Files found inside a sub-folder of the zip (MobilityData refuses those). */
  inSubfolder: boolean;
}

export interface Rule {
  name: string;
  /** Codes this rule can emit (docs/validator.md and the tests read this list). */
  notices: readonly string[];
  check(feed: LoadedFeed, notices: NoticeContainer, ctx: RuleContext): void;
}

export const rule = (r: Rule): Rule => r;
