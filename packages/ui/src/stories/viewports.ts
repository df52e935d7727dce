/**
 * Story-level viewport choices for the widths the product is reviewed at (issue 18): a 390 × 844 phone, a 320 px
 * narrow phone and a 1280 × 800 desktop. The keys are the viewports `apps/storybook/.storybook/preview.tsx` offers.
 * Spread into a story: `export const Phone: Story = { ...PHONE, args: {…} }`.
 */
const at = (value: 'phone' | 'narrow' | 'desktop') => ({
  globals: { viewport: { value, isRotated: false } },
});

export const PHONE = at('phone');
export const NARROW_PHONE = at('narrow');
export const DESKTOP = at('desktop');

/**
 * A story meta's docs description of its component, in one line: `parameters: componentDocs('…')`.
 */
export const componentDocs = (component: string) => ({ docs: { description: { component } } });

/** A story control that picks one of `options` with radio buttons in a row: `argTypes: { size: inlineRadio(['sm', 'md']) }`. */
export const inlineRadio = (options: readonly string[]) => ({ control: 'inline-radio' as const, options });
