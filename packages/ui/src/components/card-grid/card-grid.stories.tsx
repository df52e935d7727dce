import type { Meta, StoryObj } from '@storybook/react-vite';
import { CardGrid } from './card-grid';

const names = ['Anna', 'Ben', 'Carla', 'Dana', 'Emil', 'Fay', 'Greta', 'Hugo'];

const cards = names.map((name) => (
  <li key={name} style={{ display: 'grid', gap: 4 }}>
    <span style={{ aspectRatio: '4 / 5', background: '#e5e7eb', borderRadius: 8 }} />
    <strong>{name}, 30</strong>
  </li>
));

const meta = {
  title: 'Components/CardGrid',
  component: CardGrid,
  args: { children: cards },
  parameters: {
    docs: {
      description: { component: 'Resize the canvas: 2 columns on phones, 3 from 768 px, then 4 or 6.' },
    },
  },
} satisfies Meta<typeof CardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Search results and the gallery lander. */
export const Default: Story = {};

/** Search results: four columns and a wider gap from 992 px. */
export const Spacious: Story = { args: { spacious: true } };

/** Related profiles under a profile: six columns from 1200 px. */
export const Strip: Story = { args: { columns: 6, children: cards.slice(0, 6) } };
