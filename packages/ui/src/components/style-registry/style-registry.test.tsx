// @vitest-environment node
import { Fragment, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import styled from 'styled-components';
import { describe, expect, it } from 'vitest';
import { createStyleRegistry } from './style-registry';

const Red = styled.p`
  color: rgb(255, 0, 0);
`;

/** Stands in for Next.js's useServerInsertedHTML: keeps the callbacks so the test can flush them. */
function fakeServerInsertedHTML() {
  const callbacks: Array<() => ReactNode> = [];
  return {
    hook: (callback: () => ReactNode) => {
      callbacks.push(callback);
    },
    flush: () =>
      renderToString(
        <>
          {callbacks.map((callback, index) => (
            <Fragment key={index}>{callback()}</Fragment>
          ))}
        </>,
      ),
  };
}

describe('createStyleRegistry', () => {
  it('collects the CSS of a server render and hands it to the stream as a style element', () => {
    const inserted = fakeServerInsertedHTML();
    const Registry = createStyleRegistry(inserted.hook);
    const html = renderToString(
      <Registry>
        <Red>styled</Red>
      </Registry>,
    );
    expect(html).toContain('styled');
    const styles = inserted.flush();
    expect(styles).toMatch(/<style[^>]*data-styled/);
    expect(styles).toContain('color:rgb(255, 0, 0)');
  });

  it('hands each style only once', () => {
    const inserted = fakeServerInsertedHTML();
    const Registry = createStyleRegistry(inserted.hook);
    renderToString(
      <Registry>
        <Red>styled</Red>
      </Registry>,
    );
    inserted.flush();
    expect(inserted.flush()).not.toContain('rgb(255, 0, 0)');
  });

  it('lets the app prepare each server render’s sheet before it collects', () => {
    const inserted = fakeServerInsertedHTML();
    const prepared: unknown[] = [];
    const Registry = createStyleRegistry(inserted.hook, { prepareSheet: (sheet) => prepared.push(sheet) });
    const render = () =>
      renderToString(
        <Registry>
          <Red>styled</Red>
        </Registry>,
      );
    render();
    render();
    expect(prepared).toHaveLength(2);
    expect(prepared[0]).not.toBe(prepared[1]);
    expect(inserted.flush()).toContain('color:rgb(255, 0, 0)');
  });
});
