/** A story meta's `parameters` that only describe the component on its docs page. */
export const componentDocs = (description: string) => ({ docs: { description: { component: description } } });
