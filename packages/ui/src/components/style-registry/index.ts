export {
  createStyleRegistry,
  type ServerSheet,
  type StyleRegistryOptions,
  type StyleRegistryProps,
  type UseServerInsertedHTML,
} from './style-registry';
