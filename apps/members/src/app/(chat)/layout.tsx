import { type ReactNode } from 'react';
import { ChatLayout } from '@/components/layouts/chat-layout';
import { getSettings } from '@/lib/server/settings';
import { Translations } from '@/lib/server/translations';

/** Countries where the chat layout shows the entry warning (spec §2: "entry warning only for NL and DE"). */
const CHAT_ENTRY_WARNING_COUNTRIES = new Set(['NL', 'DE']);

/** Spec §2 "Chat": bare. */
export default async function Layout({ children }: { children: ReactNode }) {
  const settings = await getSettings();
  return (
    <Translations of="(chat)">
      <ChatLayout entryWarning={CHAT_ENTRY_WARNING_COUNTRIES.has(settings.geoip_selected_country)}>
        {children}
      </ChatLayout>
    </Translations>
  );
}
