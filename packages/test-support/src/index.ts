export * from './smtp-sink';
export * from './test-admin';
export * from './for-tests';
export * from './api-caller';
