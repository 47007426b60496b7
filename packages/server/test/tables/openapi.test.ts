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

it("shows a row's answers: read, created, updated, deleted, and the feed info", () => {
  const row = '/api/projects/{id}/stops/{rowId}/';
  for (const method of ['get', 'put', 'patch'])
    for (const key of ['id', 'version', 'invalid'])
      expect(responseJson(row, method, '200'), method).toContain(key);
  for (const key of ['id', 'version'])
    expect(responseJson('/api/projects/{id}/stops/', 'post', '201')).toContain(key);
  expect(responseJson(row, 'delete', '204')).toContain('No content');
  expect(responseJson('/api/projects/{id}/feedinfo/', 'get', '200')).toContain('version');
  expect(responseJson('/api/projects/{id}/feedinfo/{rowId}/', 'patch', '200')).toContain('version');
});

it("shows the stop-times API's answers: a trip's detail, its stop times, the summary, duplicates", () => {
  const trip = responseJson('/api/projects/{id}/trips/{rowId}/', 'get', '200');
  for (const key of ['stop_times', 'stop_times_version', 'shape_points', 'stop_name', 'shape_pt_lat'])
    expect(trip).toContain(key);
  expect(responseJson('/api/projects/{id}/trips/{rowId}/', 'patch', '200')).toContain('stop_times_version');
  expect(responseJson('/api/projects/{id}/trips/{rowId}/stoptimes/', 'get', '200')).toContain('stop_lon');
  expect(responseJson('/api/projects/{id}/stoptimes/summary/', 'get', '200')).toContain('stop_count');
  expect(responseJson('/api/projects/{id}/trips/{rowId}/duplicate/', 'post', '201')).toContain('created');
});
