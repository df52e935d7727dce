// jest-dom matchers (toBeInTheDocument, toHaveAttribute, …) on vitest's expect; registered at runtime by
// the @dating/vitest-config/dom setup file.
import '@testing-library/jest-dom/vitest';
