import { type TSearchResponse } from '@dating/core/contracts';
import { type SearchFilters } from './search-filters';

/** The first search page the server rendered /members with, and for whom and which filters. */
export interface InitialSearch {
  viewer: string;
  filters: SearchFilters;
  page: TSearchResponse;
  /** When the server got it (ms since epoch): the cached page is as fresh as this. */
  at: number;
}
