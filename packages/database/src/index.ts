export * from './database';
export * from './database-unavailable';
export * from './health';
export * from './logger';
