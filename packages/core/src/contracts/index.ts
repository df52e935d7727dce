export * from './common';
export * from './error';
export * from './company';
export * from './settings';
export * from './interests';
export * from './regions';
export * from './profile';
export * from './user';
