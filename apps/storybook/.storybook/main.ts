import type { StorybookConfig } from '@storybook/react-vite';
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // Stories live beside the components in packages/ui.
  stories: ['../../../packages/ui/src/**/*.stories.tsx'],
  addons: [],
  core: {
    // Offline and non-interactive: no telemetry, no update check, no crash-report prompt.
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
    enableCrashReports: false,
  },
};

export default config;
