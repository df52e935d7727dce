import { type ReactNode } from 'react';
import { LineIcon } from '@/components/line-icon/line-icon';

/** Small stroke icons of the chat (decorative: the buttons carry the names). */
const chatIcon = (shapes: ReactNode) =>
  function ChatIcon() {
    return <LineIcon aria-hidden>{shapes}</LineIcon>;
  };

export const PhotoIcon = chatIcon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <circle cx="9" cy="10" r="2" />
    <path d="m21 16-5-5-9 8" />
  </>,
);

export const GiftIcon = chatIcon(
  <>
    <rect x="3" y="8" width="18" height="4" rx="1" />
    <path d="M12 8v13M5 12v9h14v-9M7.5 8a2.5 2.5 0 1 1 4.5-1.5V8M16.5 8A2.5 2.5 0 1 0 12 6.5" />
  </>,
);

export const SparkIcon = chatIcon(
  <path d="M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M6 18l2.5-2.5M15.5 8.5 18 6" />,
);

export const BackIcon = chatIcon(<path d="M15 18l-6-6 6-6" />);

export const RemoveIcon = chatIcon(<path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />);

export const InfoIcon = chatIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </>,
);
