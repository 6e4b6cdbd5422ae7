export * from './catalogue';
export * from './metadata';
export * from './parse-event';
export * from './shared-fields';
export * from './personal-data';
export * from './event-store';
