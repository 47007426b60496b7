// A Transitland Distributed Mobility Feed Registry file for the project's stable address. The
// registries take feeds by pull request or form, so Ruta hands the owner the file to send.
// Format: DMFR schema v0.5.0 (a `feeds` array; a feed's Onestop ID starts with `f-`, lower-case
// letters and digits with `~` for spaces and punctuation; `urls.static_current` is the feed's URL).
export const DMFR_SCHEMA = 'https://dmfr.transit.land/json-schema/dmfr.schema-v0.5.0.json';

export interface DmfrAgency {
  agency_id: string | null;
  agency_name: string | null;
  agency_url: string | null;
}

/** `Calama Línea 2` → `calama~linea~2`. */
export function onestopName(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '~')
      .replace(/^~+|~+$/g, '') || 'feed'
  );
}

export function dmfrDocument(slug: string, projectName: string, feedUrl: string, agencies: DmfrAgency[]) {
  const name = onestopName(slug);
  return {
    $schema: DMFR_SCHEMA,
    feeds: [
      {
        id: `f-${name}`,
        spec: 'gtfs',
        name: projectName,
        urls: { static_current: feedUrl },
        operators: agencies
          .filter((a) => a.agency_name)
          .map((a) => ({
            onestop_id: `o-${onestopName(a.agency_name!)}`,
            name: a.agency_name,
            ...(a.agency_url ? { website: a.agency_url } : {}),
            // Nested under its feed, an operator's associated feed is that feed; the agency id ties it to
            // the agency when the feed has several.
            ...(a.agency_id ? { associated_feeds: [{ gtfs_agency_id: a.agency_id }] } : {}),
          })),
      },
    ],
  };
}
