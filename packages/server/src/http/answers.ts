// Answers shared by routes of every feature: nothing (204), and a file sent as it is (a ZIP, a CSV,
// an HTML report), which the serializer leaves alone; OpenAPI shows what each one is.
import { z } from 'zod';

export const noContent = { 204: z.null().describe('No content') };

/**
 * A file answer: `what` says its media type and name. Its body is bytes, not JSON, so the schema
 * (shown in OpenAPI) checks nothing: the serializer never sees a text, a buffer or a stream.
 */
export const fileAnswer = (what: string) => ({ 200: z.unknown().describe(what) });
