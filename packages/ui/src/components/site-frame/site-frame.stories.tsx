import type { Meta, StoryObj } from '@storybook/react-vite';
import { SiteFrame } from './site-frame';

const meta = {
  title: 'Components/SiteFrame',
  component: SiteFrame,
  args: {
    children: [
      <SiteFrame.Header key="header">
        <div style={{ padding: '0 1rem' }}>
          <SiteFrame.HomeLink href="#">Amora</SiteFrame.HomeLink>
        </div>
      </SiteFrame.Header>,
      <main key="main" style={{ flex: 1, padding: '2rem 1rem' }}>
        The page of a lander or a legal page.
      </main>,
      <SiteFrame.Footer key="footer">
        <div style={{ padding: '0 1rem' }}>
          <SiteFrame.FooterLinks>
            <li>
              <a href="#" aria-current="page">
                Terms
              </a>
            </li>
            {['Privacy', 'Contact'].map((page) => (
              <li key={page}>
                <a href="#">{page}</a>
              </li>
            ))}
          </SiteFrame.FooterLinks>
          <p>© Amora B.V.</p>
        </div>
      </SiteFrame.Footer>,
    ],
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
