/* Push service worker of the member site (spec §7), registered as /sw-push.js?v=2 by features/push.
 * It only handles push messages: it shows the notification, tells open windows (NEW_PUSH_MESSAGE), and on a
 * click sends a logged-in member to the message's checkUrl and anyone else to its openUrl (NEW_PUSH_CLICK).
 * The payload is the API's ZPushMessage: { kind, title, body, checkUrl, openUrl, tag?, icon? }. */
'use strict';

const ORIGIN = self.location.origin;

/** A same-origin URL for a path from the payload; anything else becomes the home page. */
function sameOrigin(path) {
  try {
    const url = new URL(typeof path === 'string' ? path : '/', ORIGIN);
    return url.origin === ORIGIN ? url.href : `${ORIGIN}/`;
  } catch {
    return `${ORIGIN}/`;
  }
}

function readPayload(event) {
  if (!event.data) return null;
  try {
    const data = event.data.json();
    return data && typeof data === 'object' ? data : null;
  } catch {
    return { title: event.data.text() };
  }
}

async function windows() {
  return self.clients.matchAll({ type: 'window', includeUncontrolled: true });
}

async function broadcast(message) {
  for (const client of await windows()) client.postMessage(message);
}

/** Logged in: the user call answers 200 with this browser's session cookie (403 otherwise). */
async function isLoggedIn() {
  try {
    const res = await fetch('/api/user.php', {
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { 'X-Request-Type': 'client', Accept: 'application/json' },
    });
    return res.ok;
  } catch {
    return false;
  }
}

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('push', (event) => {
  const payload = readPayload(event) || {};
  const title = typeof payload.title === 'string' && payload.title ? payload.title : self.location.hostname;
  const options = {
    body: typeof payload.body === 'string' ? payload.body : '',
    tag: typeof payload.tag === 'string' ? payload.tag : undefined,
    icon: typeof payload.icon === 'string' ? sameOrigin(payload.icon) : '/icon.svg',
    data: { checkUrl: sameOrigin(payload.checkUrl), openUrl: sameOrigin(payload.openUrl) },
  };
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(title, options),
      broadcast({ type: 'NEW_PUSH_MESSAGE', payload }),
    ]),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  event.waitUntil(
    (async () => {
      const url = (await isLoggedIn()) ? data.checkUrl || `${ORIGIN}/` : data.openUrl || `${ORIGIN}/`;
      const open = await windows();
      const target = open.find((client) => client.url.startsWith(ORIGIN));
      if (target) {
        target.postMessage({ type: 'NEW_PUSH_CLICK', url });
        await target.focus();
        if (target.url === url) return;
        try {
          await target.navigate(url);
          return;
        } catch {
          // a window this worker does not control cannot be navigated: open the page instead
        }
      }
      await self.clients.openWindow(url);
    })(),
  );
});
