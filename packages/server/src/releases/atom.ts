// /feeds/{slug}/releases.atom: one entry per published release, newest first, each linking to the
// release's numbered address with its summary.
import { Feed } from 'feed';
import type { Language } from '../db/schema.js';
import type { ReleaseRow } from './store.js';
import { releaseTitle, summaryText } from './summary.js';

export interface FeedAddresses {
  /** /feeds/{slug} on the public URL. */
  base: string;
}

export const stableZipUrl = (base: string) => `${base}/gtfs.zip`;
export const releaseZipUrl = (base: string, number: number) => `${base}/releases/${number}/gtfs.zip`;

export function atomFeed(lang: Language, projectName: string, base: string, releases: ReleaseRow[]): string {
  const feed = new Feed({
    id: `${base}/releases.atom`,
    title: projectName,
    link: stableZipUrl(base),
    language: lang,
    updated: releases[0]?.published_at ?? new Date(0),
    generator: 'Ruta',
    feedLinks: { atom: `${base}/releases.atom` },
    copyright: '',
  });
  for (const release of releases) {
    const link = releaseZipUrl(base, release.number);
    feed.addItem({
      id: link,
      title: releaseTitle(lang, release.number),
      link,
      date: release.published_at!,
      published: release.published_at!,
      description: summaryText(lang, release),
      enclosure: { url: link, type: 'application/zip', length: release.published_size ?? undefined },
    });
  }
  return feed.atom1();
}
