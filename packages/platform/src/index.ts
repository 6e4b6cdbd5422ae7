export * from './config';
export * from './database';
export * from './errors';
export * from './http';
export * from './logger';
export * from './tokens';
export * from './sessions';
export * from './openapi';
