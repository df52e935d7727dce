import 'styled-components';
import type { AppTheme } from './theme';

declare module 'styled-components' {
  // Interface merging is how styled-components types its theme; an alias cannot augment it.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AppTheme {}
}
