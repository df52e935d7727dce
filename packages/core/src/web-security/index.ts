export * from './csp';
