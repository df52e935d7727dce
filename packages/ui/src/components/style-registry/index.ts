export { createStyleRegistry, type StyleRegistryProps, type UseServerInsertedHTML } from './style-registry';
