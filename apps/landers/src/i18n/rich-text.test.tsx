import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText } from './rich-text';

describe('RichText', () => {
  it('renders each tagged part as its component with the text inside, the rest as text', () => {
    const { container } = render(
      <p>
        <RichText
          text="Accept the <terms>terms</terms> and the <privacy>privacy policy</privacy>."
          components={{ terms: <a href="/pages/terms" />, privacy: <a href="/pages/privacy" /> }}
        />
      </p>,
    );
    expect(container.querySelector('p')).toHaveTextContent('Accept the terms and the privacy policy.');
    expect(screen.getByRole('link', { name: 'terms' })).toHaveAttribute('href', '/pages/terms');
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/pages/privacy');
  });

  it('keeps markup in values as text and an unknown tag’s text without an element', () => {
    const { container } = render(
      <RichText
        text="Did you mean <s><img src=x onerror=alert(1)></s> or <x>this</x>?"
        components={{ s: <b /> }}
      />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(container).toHaveTextContent('Did you mean <img src=x onerror=alert(1)> or this?');
  });
});
