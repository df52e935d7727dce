import type { Meta, StoryObj } from '@storybook/react-vite';
import { componentDocs } from '../../stories/viewports';
import { DemoSignupAccountForm } from './signup-account-form.fixtures';

const meta = {
  title: 'Components/SignupAccountForm',
  component: DemoSignupAccountForm,
  parameters: componentDocs(
    'The sign-up account step of the member site (`steps`) and of the landers (`compact`). The app holds the values, validates, submits and translates; the stories hold the state as an app would.',
  ),
} satisfies Meta<typeof DemoSignupAccountForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The member site's sign-up modal. */
export const Steps: Story = {};

/** A lander's inline form. */
export const Compact: Story = { args: { variant: 'compact' } };

export const WithErrors: Story = {
  args: {
    initialErrors: { iAm: 'Please choose', email: 'Enter a valid e-mail address' },
    initialSuggestion: 'anna@gmail.com',
  },
};

export const FormError: Story = {
  args: { variant: 'compact', formError: 'Sign-ups are by invitation only.', focusFormError: true },
};
