export * from './schema/dsl.js';
