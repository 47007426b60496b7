// The table and table-CSV routes declare their list parameters and answers in zod, so the OpenAPI
// document describes them (the web app imports the same answers' types from api-types.ts).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.js';

let app: TestApp;
let paths: Record<string, Record<string, { parameters?: { name: string; in: string }[]; responses: object }>>;

beforeAll(async () => {
  app = await startTestApp();
  paths = (await app.client().get('/api/docs/json')).body.paths;
});
afterAll(async () => app?.close());

const queryNames = (path: string) =>
  (paths[path]!.get!.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
const responseJson = (path: string, method: string, status: string) =>
  JSON.stringify((paths[path]![method]!.responses as Record<string, unknown>)[status]);

it('shows the list parameters of a table, the shapes and the services lists', () => {
  for (const path of [
    '/api/projects/{id}/stops/',
    '/api/projects/{id}/shapes/',
    '/api/projects/{id}/services/',
  ])
    expect(queryNames(path), path).toEqual(
      expect.arrayContaining(['page', 'per_page', 'sort', 'search', 'no_page']),
    );
});

it('shows the answers: a page of rows with its pagination, the summary, the CSV upload counts', () => {
  const list = responseJson('/api/projects/{id}/stops/', 'get', '200');
  for (const key of ['results', 'pagination', 'next_page_url', 'version']) expect(list).toContain(key);
  expect(responseJson('/api/projects/{id}/tables/', 'get', '200')).toContain('warning_number');
  const upload = '/api/projects/{id}/stops/upload/';
  for (const key of ['created', 'updated', 'deleted'])
    expect(responseJson(upload, 'put', '200')).toContain(key);
  expect(responseJson(upload, 'put', '400')).toContain('non_field_errors');
});
