// jest-dom matchers (toBeInTheDocument, …) on vitest's expect, for the type check.
import '@testing-library/jest-dom/vitest';
