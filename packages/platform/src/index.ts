export * from './config';
export * from './errors';
export * from './http';
export * from './tokens';
export * from './sessions';
export * from './openapi';
export * from './security-headers';
export * from './health-routes';
