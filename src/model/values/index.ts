export * from './indexing.js';
export * from './instant.js';
export * from './ip.js';
export * from './keyword.js';
export * from './text.js';
