export * from './csp';
export * from './header-rules';
