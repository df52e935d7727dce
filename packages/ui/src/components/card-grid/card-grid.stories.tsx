import type { Meta, StoryObj } from '@storybook/react-vite';
import { componentDocs, DESKTOP, PHONE } from '../../stories/viewports';
import { CardGrid } from './card-grid';

const names = ['Anna', 'Ben', 'Carla', 'Dana', 'Emil', 'Fay', 'Greta', 'Hugo'];

/** Stand-in cards: the real photo-led card is the member site's (apps/members member-card). */
const cards = names.map((name, i) => (
  <li
    key={name}
    style={{
      position: 'relative',
      aspectRatio: '4 / 5',
      borderRadius: 16,
      overflow: 'hidden',
      background: `hsl(${(i * 47) % 360} 45% 70%)`,
    }}
  >
    <strong
      style={{
        position: 'absolute',
        inset: 'auto 0 0 0',
        padding: '2.5rem 0.75rem 0.75rem',
        color: '#fff',
        background: 'linear-gradient(to top, rgba(31,23,32,0.86), rgba(31,23,32,0.62) 45%, rgba(31,23,32,0))',
      }}
    >
      {name}, 30
    </strong>
  </li>
));

const meta = {
  title: 'Components/CardGrid',
  component: CardGrid,
  args: { children: cards, 'aria-label': 'Members' },
  parameters: componentDocs(
    '2 columns on phones, 3 from 768 px, then 4 or 6. `loading` shows photo skeletons in the same grid and one status for screen readers.',
  ),
} satisfies Meta<typeof CardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Search results and the gallery lander. */
export const Phone: Story = { ...PHONE };
export const Desktop: Story = { ...DESKTOP };

/** Search results: four columns and a wider gap from 992 px. */
export const Spacious: Story = { ...DESKTOP, args: { spacious: true } };

/** Related profiles under a profile: six columns from 1200 px. */
export const Strip: Story = { ...DESKTOP, args: { columns: 6, children: cards.slice(0, 6) } };

/** While the results load. */
export const LoadingPhone: Story = { ...PHONE, args: { loading: true } };
export const LoadingDesktop: Story = { ...DESKTOP, args: { loading: true } };
