export * from './common';
export * from './error';
export * from './company';
export * from './settings';
