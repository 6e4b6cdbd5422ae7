export * from './smtp-sink';
export * from './test-admin';
