export * from './reference';
export * from './settings';
export * from './sessions';
export * from './photos';
export * from './users';
