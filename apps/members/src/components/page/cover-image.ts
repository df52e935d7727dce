import { css } from 'styled-components';

/** The `img` inside fills its frame and is cropped to it (thumbnails, photo cards, the gallery). */
export const coverImageCss = css`
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
