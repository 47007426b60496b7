// A project's envelope as the server stores it and the web draws it: the bounding box of its stops
// and shape points as a GeoJSON Feature with a Polygon geometry (one closed ring, counter-clockwise).

export interface Envelope {
  type: 'Feature';
  properties: Record<string, never>;
  geometry: { type: 'Polygon'; coordinates: [number, number][][] };
}

/** The envelope of a box given by its west, south, east and north edges (degrees). */
export function boxEnvelope(w: number, s: number, e: number, n: number): Envelope {
  return {
    type: 'Feature',
    properties: {},
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [w, s],
          [e, s],
          [e, n],
          [w, n],
          [w, s],
        ],
      ],
    },
  };
}
