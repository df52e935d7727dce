'use client';

import dynamic from 'next/dynamic';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { Modal } from '@dating/ui/modal';
import { useUser } from '@/hooks/use-user';
import { isSmartphone } from '@/lib/device';
import { useSignupStore } from './signup-store';

/** The flow's steps (forms, photo uploader, interests) load when the modal first opens (ADR 0033). */
const SignupFlow = dynamic(() => import('./signup-flow').then((m) => m.SignupFlow), { ssr: false });

/** Whether a click should open the modal instead of following a link to /signup. */
function isSignupLinkClick(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self')) return false;
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin && url.pathname === '/signup';
}

/**
 * The sign-up modal on non-smartphone devices (spec §2, §4). Any click on a link to /signup opens it
 * (smartphones follow the link to the page). It cannot be dismissed while the account request runs.
 */
export function SignupModal() {
  const router = useRouter();
  const pathname = usePathname();
  const { data: user } = useUser();
  const { modalOpen, submitting, step, open, close, reset } = useSignupStore();
  const loggedIn = Boolean(user);

  useEffect(() => {
    if (loggedIn || pathname === '/signup') return undefined;
    const onClick = (event: MouseEvent) => {
      if (!isSignupLinkClick(event) || isSmartphone()) return;
      event.preventDefault();
      event.stopPropagation();
      open();
    };
    // Capture phase: runs before the router's link handler.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [loggedIn, pathname, open]);

  const onClose = () => {
    if (submitting) return;
    const created = step !== 'account';
    close();
    if (created) {
      reset();
      router.push('/members');
    }
  };

  return (
    <Modal open={modalOpen} onClose={onClose} dismissible={!submitting} size="md" data-testid="signup-modal">
      <SignupFlow
        heading={(title) => <Modal.Header>{title}</Modal.Header>}
        body={(content) => <Modal.Body>{content}</Modal.Body>}
        onDone={() => {
          close();
          reset();
        }}
      />
    </Modal>
  );
}
