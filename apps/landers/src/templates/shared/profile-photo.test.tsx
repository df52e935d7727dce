import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProfilePhoto } from './profile-photo';

const profile = { name: 'Sophie', age: 29, city: 'Amsterdam' };

describe('ProfilePhoto', () => {
  it('shows the demo member’s WebP avatar in the square every template lays out', () => {
    const { container } = render(
      <ProfilePhoto
        profile={{ ...profile, photo: { src: '/landers/assets/avatar-x.webp', width: 512, height: 512 } }}
        hue={10}
      />,
    );
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('viewBox', '0 0 120 120');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    const image = container.querySelector('image');
    expect(image).toHaveAttribute('href', '/landers/assets/avatar-x.webp');
    expect(image).toHaveAttribute('width', '120');
    expect(image).toHaveAttribute('height', '120');
  });

  it('draws the placeholder when the profile has no photo', () => {
    const { container } = render(<ProfilePhoto profile={profile} hue={10} />);
    expect(container.querySelector('image')).toBeNull();
    expect(container.querySelector('linearGradient')).toHaveAttribute('id', 'avatar-bg-10');
  });
});
