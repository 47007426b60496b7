// The files a user picks, by what the browser's file dialog should offer.
export const FILE_ACCEPT = {
  /** A GTFS feed (some systems label zips x-zip-compressed). */
  zip: '.zip,application/zip,application/x-zip-compressed',
  /** One GTFS table: .txt in a feed, .csv when edited in a spreadsheet. */
  csv: '.csv,.txt,text/csv,text/plain',
} as const;
