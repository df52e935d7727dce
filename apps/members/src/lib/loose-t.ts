/** i18next's `t` for keys that come from data (the API, a catalogue), which the typed keys cannot know. */
export type LooseT = (key: string, options?: Record<string, unknown>) => string;
