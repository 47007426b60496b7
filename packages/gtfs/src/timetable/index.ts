// The timetable editor's pure logic, shared by the server (saves) and the web grid.
export * from './clock.js';
export * from './patterns.js';
export * from './interpolate.js';
export * from './paste.js';
export * from './sequences.js';
export * from './serviceDays.js';
export * from './tripIds.js';
